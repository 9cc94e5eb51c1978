// Play helpers shared by the job board's story files (Jobs.stories.tsx: the board; Jobs.apply and
// Jobs.post: the two dialogs), so each file stays about one concern.
import type { Job } from '@edugate/api-client';
import { fixtureJobs } from '@edugate/api-client/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { excerpt } from '../../features/jobs';
import { findDialog } from '../../testing/play';

/** The newest fixture job: first on the board. */
export const newest = fixtureJobs[0]!;

export const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);
export const cards = (canvasElement: HTMLElement) => main(canvasElement).queryAllByRole('article');
export const card = (canvasElement: HTMLElement, title: string) =>
  main(canvasElement).findByRole('article', { name: title });

/** How tall a job card may be at 375 px: a phone shows more than one job per screen or two. */
export const SMALL_CARD_MAX_HEIGHT = 400;

/**
 * The card holds docs/product.md's card and no more: the description's start, at most three lines
 * tall, and none of the job's requirements or benefits (they are on its own page).
 */
export const expectSummaryOnly = async (cardElement: HTMLElement, job: Job) => {
  const inCard = within(cardElement);
  const firstLine = excerpt(job.description).split('\n')[0]!.slice(0, 40);
  const description = inCard.getByText(firstLine, { exact: false });
  await expect(description).toBeVisible();
  const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
  await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(3 * lineHeight + 1);
  for (const line of [...job.requirements, ...job.benefits]) {
    await expect(inCard.queryByText(line)).toBeNull();
  }
  await expect(inCard.queryByRole('heading', { name: 'Requirements' })).toBeNull();
};

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
