import { AUTHORED_COURSE_ID } from '@edugate/api-client/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { screenParameters } from '../../testing';
import { Curriculum } from './Curriculum';

/** The Curriculum page of course `id`, signed in as its author. */
export const at = (id: string) => ({
  ...screenParameters({ route: paths.curriculum.path, path: paths.curriculum.href(id) }),
  session: 'signedIn' as const,
});

/**
 * The meta every Curriculum story file shares but for `title` and `tags`, which each file writes
 * out (see screenMeta): Ada's Flutter course, signed in as its author. A file says what it holds
 * in a line comment: a JSDoc comment on its default export makes Storybook's docs plugin add a
 * `parameters` of its own after this spread, and the stories lose their route and session.
 */
export const authoredCurriculum = {
  component: Curriculum,
  parameters: at(AUTHORED_COURSE_ID),
} satisfies Meta<typeof Curriculum>;

/** The section headed `title`, to query within. */
export const sectionOf = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: title });
  return within(heading.closest('li') as HTMLElement);
};

/** The text of each row of the section's lessons, in order. */
export const lessonRows = async (canvasElement: HTMLElement, section: string) =>
  (await sectionOf(canvasElement, section))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/** The editor's own live region says `text` (once the move is stored). */
export const expectAnnounced = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByText(text)).toBeInTheDocument());
