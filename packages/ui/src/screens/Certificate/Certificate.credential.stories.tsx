import {
  createMockDb,
  fixtureCertificates,
  MOCK_API_BASE_URL,
  OTHER_CERTIFICATE_ID,
  otherCertificate,
  signedCredentials,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { credentialTexts, linkedInAddUrl } from '../../features/credentials';
import { paths } from '../../paths';
import { atSmall } from '../../testing';
import { withViewportFrame } from '../../testing/viewportFrame';
import { at, othersCertificate } from './Certificate.play';

export default { title: 'Screens/Certificate', tags: ['!autodocs'], ...othersCertificate };
type Story = StoryObj<typeof othersCertificate>;

const ADA_CERTIFICATE = fixtureCertificates[0]!;
const adaVerified = credentialTexts.verified('EduGate', 'Ada Lovelace', 'February 20, 2026');
const own = { ...at(ADA_CERTIFICATE._id), session: 'signedIn' };
const revokedDb = () =>
  createMockDb({
    learning: {
      certificates: [
        { ...ADA_CERTIFICATE, revokedAt: '2026-03-01T09:00:00.000Z' },
        otherCertificate,
      ],
    },
  });

/**
 * Signed out, someone's certificate: 'Verified' with its tick (checked in the browser from the
 * credential), 'Download credential', 'Copy link', 'Add to LinkedIn', and no 'Revoke credential'.
 */
export const CredentialVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        credentialTexts.verified('EduGate', 'Priya Natarajan', 'March 11, 2026'),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: credentialTexts.downloadCredential }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: credentialTexts.copyLink })).toBeVisible();
    await expect(canvas.getByRole('link', { name: credentialTexts.addToLinkedIn })).toHaveAttribute(
      'href',
      linkedInAddUrl({
        name: 'Flutter Fundamentals',
        issuedAt: otherCertificate.issuedAt,
        certificateUrl: `https://edugate.test/certificates/${OTHER_CERTIFICATE_ID}`,
        certificateId: OTHER_CERTIFICATE_ID,
      }),
    );
    await expect(
      canvas.queryByRole('button', { name: credentialTexts.revokeCredential }),
    ).toBeNull();
  },
};

/** The same at 375 px: the controls wrap above the certificate. */
export const CredentialVerifiedSmall: Story = atSmall(CredentialVerified);

/** 'Copy link' copies the certificate's address and says 'Link copied'. */
export const LinkCopied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(await canvas.findByRole('button', { name: credentialTexts.copyLink }));
    await expect(await within(document.body).findByText(credentialTexts.linkCopied)).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${paths.certificate.href(OTHER_CERTIFICATE_ID)}`,
    );
  },
};

/** A credential changed after it was signed: 'This credential could not be verified: …'. */
export const CredentialTampered: Story = {
  parameters: {
    msw: [
      http.get(`${MOCK_API_BASE_URL}/certificates/:id/credential`, () =>
        HttpResponse.json(
          JSON.parse(
            JSON.stringify(signedCredentials.credentials[OTHER_CERTIFICATE_ID]).replace(
              'Priya Natarajan',
              'Priya Natarajen',
            ),
          ),
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        credentialTexts.notVerified(credentialTexts.reasons.tampered),
      ),
    ).toBeVisible();
  },
};

/** Ada's own certificate: she may revoke its credential. */
export const OwnCredential: Story = {
  parameters: own,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adaVerified)).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: credentialTexts.revokeCredential }),
    ).toBeVisible();
  },
};

/** 'Revoke credential' asks first, with the product's question. */
export const RevokeConfirmation: Story = {
  parameters: own,
  decorators: [withViewportFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: credentialTexts.revokeCredential }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: credentialTexts.revokeTitle,
    });
    await expect(within(dialog).getByText(credentialTexts.revokeQuestion)).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: credentialTexts.revokeConfirm }),
    ).toBeVisible();
  },
};

/** Revoking: the toast, the button gone, and the verdict 'Revoked on March 15, 2026.' */
export const RevokedNow: Story = {
  parameters: own,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: credentialTexts.revokeCredential }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: credentialTexts.revokeConfirm }),
    );
    await expect(await within(document.body).findByText(credentialTexts.revoked)).toBeVisible();
    await expect(
      await canvas.findByText(credentialTexts.revokedOn('March 15, 2026')),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: credentialTexts.revokeCredential })).toBeNull(),
    );
  },
};

/** Revoked earlier: anyone sees 'Revoked on March 1, 2026.', and nothing is left to revoke. */
export const Revoked: Story = {
  parameters: { ...own, mockDb: revokedDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(credentialTexts.revokedOn('March 1, 2026'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: credentialTexts.revokeCredential }),
    ).toBeNull();
  },
};
