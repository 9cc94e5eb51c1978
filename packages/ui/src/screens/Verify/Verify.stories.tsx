import {
  createMockDb,
  fixtureCertificates,
  otherCertificate,
  signedCredentials,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { credentialTexts } from '../../features/credentials';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { expectChecks, pasteAndVerify } from './Verify.play';
import { Verify } from './Verify';

const meta = {
  title: 'Screens/Verify',
  component: Verify,
  tags: ['!autodocs'],
  parameters: screenParameters({ route: paths.verify.path }),
} satisfies Meta<typeof Verify>;

export default meta;
type Story = StoryObj<typeof meta>;

const { passed, failed, notChecked } = credentialTexts;
const priya = signedCredentials.credentials[otherCertificate._id];
const text = (credential: unknown) => JSON.stringify(credential, null, 2);
/** Priya's certificate, signed out: 'March 11, 2026' (the mock certificates' fixed dates). */
const verifiedText = credentialTexts.verified('EduGate', 'Priya Natarajan', 'March 11, 2026');

/** Nothing checked yet: the box, the file chooser and Verify (off until there is text). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: credentialTexts.verifyTitle }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(credentialTexts.fileLabel)).toBeVisible();
    await expect(canvas.getByRole('button', { name: credentialTexts.verify })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('Verify a credential | EduGate'));
  },
};

/** EduGate's credential, pasted: every check passes, and the verdict with its tick. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteAndVerify(canvas, text(priya));
    await expect(await canvas.findByText(verifiedText)).toBeVisible();
    await expectChecks(canvas, {
      signature: passed,
      issuer: passed,
      notRevoked: passed,
      validity: passed,
    });
  },
};

/** The same at 375 px: the verdict and the checks wrap. */
export const VerifiedSmall: Story = atSmall(Verified);

/** One letter of the name changed: the signature fails, with its own reason. */
export const Tampered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteAndVerify(canvas, text(priya).replace('Priya Natarajan', 'Priya Natarajen'));
    await expect(
      await canvas.findByText(credentialTexts.notVerified(credentialTexts.reasons.tampered)),
    ).toBeVisible();
    await expectChecks(canvas, {
      signature: failed,
      issuer: passed,
      notRevoked: passed,
      validity: passed,
    });
  },
};

/** Signed in EduGate's name by a key EduGate's DID document does not list. */
export const UnknownKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteAndVerify(canvas, text(signedCredentials.unknownKey));
    await expect(
      await canvas.findByText(credentialTexts.notVerified(credentialTexts.reasons['unknown-key'])),
    ).toBeVisible();
    await expectChecks(canvas, {
      signature: notChecked,
      issuer: passed,
      notRevoked: notChecked,
      validity: notChecked,
    });
  },
};

/** Priya revoked her credential on March 13: 'Revoked on March 13, 2026.' */
export const Revoked: Story = {
  parameters: {
    mockDb: () =>
      createMockDb({
        learning: {
          certificates: [
            ...fixtureCertificates,
            { ...otherCertificate, revokedAt: '2026-03-13T10:00:00.000Z' },
          ],
        },
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteAndVerify(canvas, text(priya));
    await expect(
      await canvas.findByText(credentialTexts.revokedOn('March 13, 2026')),
    ).toBeVisible();
    await expectChecks(canvas, {
      signature: passed,
      issuer: passed,
      notRevoked: failed,
      validity: passed,
    });
  },
};

/** A file that is not a credential at all. */
export const Malformed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteAndVerify(canvas, '{ "name": "My diploma" ');
    await expect(
      await canvas.findByText(credentialTexts.notVerified(credentialTexts.reasons.malformed)),
    ).toBeVisible();
  },
};

/** Another issuer whose key is in its identifier (did:key): checked and verified here. */
export const OtherIssuer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteAndVerify(canvas, text(signedCredentials.otherIssuer));
    await expect(
      await canvas.findByText(
        credentialTexts.verified('Northwind Academy', 'Ada Lovelace', 'February 20, 2026'),
      ),
    ).toBeVisible();
    await expectChecks(canvas, {
      signature: passed,
      issuer: passed,
      notRevoked: notChecked,
      validity: passed,
    });
  },
};

/** Another issuer known by a did:web: its key is not here, so nothing can be checked. */
export const IssuerKeyUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const elsewhere = text(signedCredentials.otherIssuer).replace(
      /did:key:(z6Mk\w+)/g,
      'did:web:academy.northwind.example',
    );
    await pasteAndVerify(canvas, elsewhere);
    await expect(
      await canvas.findByText(credentialTexts.notVerified(credentialTexts.reasons['other-issuer'])),
    ).toBeVisible();
    await expect(canvas.getByText(credentialTexts.issuerKeyUnavailable)).toBeVisible();
  },
};

/** A credential file chosen with the file input: checked as soon as it is chosen. */
export const FromFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([text(priya)], 'edugate-certificate-certificate-priya.json', {
      type: 'application/json',
    });
    await userEvent.upload(await canvas.findByLabelText(credentialTexts.fileLabel), file);
    await expect(await canvas.findByText(verifiedText)).toBeVisible();
  },
};
