import {
  emptyPortfolioDb,
  fixtureUser,
  hiddenPortfolioDb,
  LONG_DISPLAY_NAME,
  LONG_PORTFOLIO_HANDLE,
  longCourse,
  longPortfolioDb,
  neverAnswers,
  PORTFOLIO_HANDLE,
  portfolioDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { portfolioTexts } from '../../features/account';
import { skillTexts } from '../../features/skills';
import { paths } from '../../paths';
import { atSmall, routeAt, screenParameters } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import { Portfolio } from './Portfolio';
import { expectNotFoundPage } from '../../testing/play';

const at = (handle: string) => screenParameters(routeAt(paths.portfolio, handle));

const meta = {
  title: 'Screens/Portfolio',
  component: Portfolio,
  tags: ['!autodocs'],
  parameters: { ...at(PORTFOLIO_HANDLE), mockDb: portfolioDb },
} satisfies Meta<typeof Portfolio>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ada's page, opened signed out: her name and photo, her verified skills as chips leading to the
 * courses that teach them, and her valid certificates newest first, each leading to its page (the
 * one she revoked is not there, nor the skills only it proved).
 */
export const WithCertificates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fixtureUser.displayName }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Ada Lovelace | EduGate'));
    const skills = canvas.getByRole('list', { name: skillTexts.verifiedOf });
    await expect(
      within(skills)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Accessibility',
      'Data cleaning',
      'HTML',
      'JavaScript',
      'pandas',
      'Python',
      'React',
      'WCAG',
    ]);
    await expect(within(skills).getByRole('link', { name: 'React' })).toHaveAttribute(
      'href',
      paths.courses.href({ skill: 'React' }),
    );
    await expect(within(skills).queryByText('Statistics')).toBeNull();
    const certificates = canvas.getByRole('heading', {
      level: 2,
      name: portfolioTexts.certificates,
    }).parentElement!;
    const links = within(certificates).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.certificate.href('certificate-react'),
      paths.certificate.href('certificate-a11y'),
      paths.certificate.href('certificate-01'),
    ]);
  },
};

/** Ada's page at 375 px: the chips and certificates wrap, nothing scrolls sideways. */
export const WithCertificatesSmall: Story = atSmall<Story>({
  play: async (context) => {
    await WithCertificates.play?.(context);
    await expectNoHorizontalOverflow();
  },
});

/** Shown before any certificate: the name, and a line for each empty part. */
export const NoCertificates: Story = {
  parameters: { mockDb: emptyPortfolioDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fixtureUser.displayName }),
    ).toBeVisible();
    await expect(canvas.getByText(portfolioTexts.noSkills)).toBeVisible();
    await expect(canvas.getByText(portfolioTexts.noCertificates)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: skillTexts.verifiedOf })).toBeNull();
  },
};

/**
 * The longest name (unbroken), a 30-character handle and a certificate whose course teaches ten
 * skills of 60 characters, at 375 px: everything wraps within the width.
 */
export const LongTexts: Story = atSmall<Story>({
  parameters: { ...at(LONG_PORTFOLIO_HANDLE), mockDb: longPortfolioDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: LONG_DISPLAY_NAME }),
    ).toBeVisible();
    const skills = canvas.getByRole('list', { name: skillTexts.verifiedOf });
    await expect(within(skills).getAllByRole('link')).toHaveLength(longCourse.skills.length);
    await expect(canvas.getByRole('link', { name: longCourse.title })).toHaveAttribute(
      'href',
      paths.certificate.href('certificate-long'),
    );
    await expectNoHorizontalOverflow();
  },
});

/** Ada keeps her page off: the 404 page, as for a handle nobody holds. */
export const NotFound: Story = {
  parameters: { mockDb: hiddenPortfolioDb },
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
    await expect(within(canvasElement).queryByText(fixtureUser.displayName)).toBeNull();
  },
};

/** The page on its way: placeholders of the photo, name and lists. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/portfolios/{handle}')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: portfolioTexts.loadingPortfolio }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
