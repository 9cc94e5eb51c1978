/**
 * docs/product.md, "Credentials anyone can verify": the certificate page's credential controls and
 * the verifier's texts, one place for the page, /verify and their stories.
 */
import type { VerificationProblem } from '@edugate/api-client/credentials';

export const credentialTexts = {
  verifyTitle: 'Verify a credential',
  verifyLead:
    'Paste an Open Badges credential or choose its file: the check runs in your browser, and asks only EduGate for its public keys and revocation lists.',
  credentialLabel: 'Credential (JSON)',
  credentialHint: 'The whole file, from its first { to its last }.',
  fileLabel: 'Or choose its file',
  verify: 'Verify',
  checking: 'Checking the credential…',
  checksHeading: 'Checks',
  checks: {
    signature: 'Signature',
    issuer: 'Issuer',
    notRevoked: 'Not revoked',
    validity: 'In its validity period',
  },
  passed: 'Passed',
  failed: 'Failed',
  notChecked: 'Not checked',
  verified: (issuer: string, name: string, date: string) =>
    `Verified: issued by ${issuer} to ${name} on ${date}.`,
  revokedOn: (date: string) => `Revoked on ${date}.`,
  notVerified: (reason: string) => `This credential could not be verified: ${reason}.`,
  issuerKeyUnavailable: "The issuer's key is not available here.",
  reasons: {
    malformed: 'the file is not an Open Badges credential',
    'other-issuer': "the issuer's key is not available here",
    'unknown-key': 'it was signed with a key its issuer does not list',
    tampered: 'it was changed after it was signed',
    revoked: 'it was revoked',
    'status-unavailable': 'its revocation status could not be checked',
    'not-yet-valid': 'it is not valid yet',
    expired: 'its validity period is over',
  } satisfies Record<VerificationProblem, string>,
  someone: 'its holder',
  // The certificate page
  downloadCredential: 'Download credential',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied',
  addToLinkedIn: 'Add to LinkedIn',
  revokeCredential: 'Revoke credential',
  revokeTitle: 'Revoke credential',
  revokeQuestion:
    'Revoke this credential? Anyone who checks it will see that it was revoked. This cannot be undone.',
  revokeConfirm: 'Revoke',
  revoked: 'Credential revoked',
  revokeFailed: 'The credential could not be revoked',
  credentialFailed: 'Failed to load the credential',
  verificationLabel: 'Verification',
} as const;

export const credentialFileName = (certificateId: string) =>
  `edugate-certificate-${certificateId}.json`;
