import {
  failWith,
  fixtureCertificates,
  neverAnswers,
  OTHER_CERTIFICATE_ID,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { learningTexts } from '../../features/learning';
import { atSmall, noBaseline } from '../../testing';
import { at, othersCertificate } from './Certificate.play';

export default { title: 'Screens/Certificate', tags: ['!autodocs'], ...othersCertificate };
type Story = StoryObj<typeof othersCertificate>;

/**
 * Someone's certificate, opened signed out by its link: 'Certificate of Completion', who completed
 * which course taught by whom and when, its id, and 'Print certificate'. The page ends as 'Credential
 * Verified' does (its credential's verdict beside it), which keeps the baseline of that picture.
 */
export const Shown: Story = {
  parameters: noBaseline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: learningTexts.certificateHeading }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        learningTexts.certifies(
          'Priya Natarajan',
          'Flutter Fundamentals',
          'Ada Lovelace',
          'March 11, 2026',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(learningTexts.certificateId(OTHER_CERTIFICATE_ID))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: learningTexts.printCertificate }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Certificate | EduGate'));
  },
};

/** The same at 375 px: the statement wraps inside the certificate's frame. */
export const ShownSmall: Story = atSmall(Shown);

/**
 * Ada's own certificate, of a course she finished earlier. It ends as 'Own Credential' does, which
 * keeps the baseline of that picture.
 */
export const Own: Story = {
  parameters: { ...at(fixtureCertificates[0]!._id), session: 'signedIn', ...noBaseline },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        learningTexts.certifies(
          'Ada Lovelace',
          'Pandas for Data Analysis',
          'Grace Hopper',
          'February 20, 2026',
        ),
      ),
    ).toBeVisible();
  },
};

/** An id no certificate has: 'Certificate not found', and a way to the catalogue. */
export const NotFound: Story = {
  parameters: at('no-such-certificate'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: learningTexts.certificateNotFound }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: learningTexts.browseCourses })).toHaveAttribute(
      'href',
      '/courses',
    );
    await waitFor(() => expect(document.title).toBe('Certificate not found | EduGate'));
  },
};

/** Loading: a placeholder of the certificate's size. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/certificates/{certificateId}')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton="block"]')).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The certificate cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/certificates/{certificateId}', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(learningTexts.certificateFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
