// Play helpers shared by the job board's story files (Jobs.stories.tsx: the board; Jobs.apply and
// Jobs.post: the two dialogs), so each file stays about one concern.
import { fixtureJobs } from '@edugate/api-client/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog } from '../../testing/play';

/** The newest fixture job: first on the board. */
export const newest = fixtureJobs[0]!;

export const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);
export const cards = (canvasElement: HTMLElement) => main(canvasElement).queryAllByRole('article');
export const card = (canvasElement: HTMLElement, title: string) =>
  main(canvasElement).findByRole('article', { name: title });

/** The dialog lies inside the captured root (the story's last frame shows it). */
export const expectCaptured = async (canvasElement: HTMLElement, dialog: HTMLElement) => {
  const outer = canvasElement.getBoundingClientRect();
  const inner = dialog.getBoundingClientRect();
  await expect(inner.top >= outer.top && inner.bottom <= outer.bottom).toBe(true);
};

export const openApply = async (canvasElement: HTMLElement, title = newest.title) => {
  const job = await card(canvasElement, title);
  const button = within(job).getByRole('button', { name: `Apply Now: ${title}` });
  await userEvent.click(button);
  const dialog = await findDialog('dialog', { name: `Apply for ${title}` });
  return { button, dialog };
};

export const openPost = async (canvasElement: HTMLElement) => {
  const button = await main(canvasElement).findByRole('button', { name: 'Post a Job' });
  await userEvent.click(button);
  const dialog = await findDialog('dialog', { name: 'Post a Job' });
  return { button, dialog };
};

/** Fills the Apply dialog's Resume URL and submits it. */
export const submitApplication = async (dialog: HTMLElement) => {
  await userEvent.type(
    within(dialog).getByLabelText(/^Resume URL/),
    'https://ada.example.com/cv.pdf',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
};
