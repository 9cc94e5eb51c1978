import {
  failWith,
  fixtureCertificates,
  neverAnswers,
  noCertificatesDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { learningTexts } from '../../features/learning';
import { skillTexts } from '../../features/skills';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { MyCertificates } from './MyCertificates';

const meta = {
  title: 'Screens/MyCertificates',
  tags: ['!autodocs'],
  ...screenMeta(MyCertificates, { route: paths.myCertificates.path }, 'signedIn'),
} satisfies Meta<typeof MyCertificates>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = fixtureCertificates[0]!;

/**
 * Ada's certificates: the course, the date, and a link to each certificate; above them 'Your
 * verified skills', her certificate's course's skills as chips, alphabetically ignoring case, each
 * leading to the catalogue's courses teaching it.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: learningTexts.myCertificates }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My Certificates | EduGate'));
    const row = await canvas.findByRole('row', {
      name: (name) => name.includes(first.courseTitle),
    });
    await expect(within(row).getByText('February 20, 2026')).toBeVisible();
    await expect(
      within(row).getByRole('link', {
        name: `${learningTexts.viewCertificate}: ${first.courseTitle}`,
      }),
    ).toHaveAttribute('href', paths.certificate.href(first._id));
    await expect(
      canvas.getByRole('heading', { level: 2, name: skillTexts.verified }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: skillTexts.verified });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Data cleaning',
      'pandas',
      'Python',
    ]);
    await expect(within(list).getByRole('link', { name: 'Python' })).toHaveAttribute(
      'href',
      paths.courses.href({ skill: 'Python' }),
    );
  },
};

/** The list at 375 px: each row stacks its cells, the skills' chips wrap within the width. */
export const ListSmall: Story = atSmall<Story>({
  play: async (context) => {
    await List.play?.(context);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/**
 * None yet: "You haven't earned any certificates yet." and 'Browse Courses'; no verified skill
 * either, and what earns the first one.
 */
export const Empty: Story = {
  parameters: { mockDb: noCertificatesDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: learningTexts.noCertificates }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: learningTexts.browseCourses })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: skillTexts.verified }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Finish a course to earn your first verified skill.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: skillTexts.verified })).toBeNull();
  },
};

/** Loading: a placeholder of the table's size, no table yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/certificates/mine')] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: learningTexts.myCertificates }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/certificates/mine', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(learningTexts.certificatesFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

/** The verified skills on their way: chip-sized placeholders, no chips yet. */
export const VerifiedSkillsLoading: Story = {
  parameters: { msw: [neverAnswers('get', '/skills/verified')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: skillTexts.loadingVerified }),
    ).toBeInTheDocument();
    // The certificates arrive meanwhile; the skills' list does not.
    await canvas.findByRole('row', { name: (name) => name.includes(first.courseTitle) });
    await expect(canvas.queryByRole('list', { name: skillTexts.verified })).toBeNull();
  },
};

/** The verified skills cannot load: the message and Try Again, the certificates still shown. */
export const VerifiedSkillsFail: Story = {
  parameters: { msw: [failWith('get', '/skills/verified', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(skillTexts.verifiedFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
    await expect(
      await canvas.findByRole('row', { name: (name) => name.includes(first.courseTitle) }),
    ).toBeVisible();
  },
};
