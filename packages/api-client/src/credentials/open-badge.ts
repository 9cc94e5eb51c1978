import { OB_CONTEXT, VC_CONTEXT } from './context-urls';
import type { UnsignedCredential } from './types';

/** What a certificate's credential states, as the server issues it and the mocks imitate it. */
export interface CredentialFacts {
  /** The app's origin: the certificate's own page is the credential's id. */
  appUrl: string;
  issuerDid: string;
  certificateId: string;
  courseTitle: string;
  /** The course's description (its title when it has none). */
  description: string;
  /** The course's page, or the certificate's `#achievement` once the course is gone. */
  achievementId: string;
  authorName: string;
  learnerName: string;
  /** The learner's e-mail address hashed with `salt` (Open Badges' `sha256$…`). */
  identityHash: string;
  salt: string;
  /** ISO 8601 without milliseconds. */
  validFrom: string;
  skills?: readonly string[];
  /** The revocation list and the certificate's bit in it. */
  status: { listUrl: string; bit: number };
}

/** A certificate's OpenBadgeCredential before its proof (docs/product.md, Credentials). */
export function openBadgeCredential(facts: CredentialFacts): UnsignedCredential {
  const { achievementId, courseTitle, status } = facts;
  const skills = facts.skills ?? [];
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `${facts.appUrl}/certificates/${facts.certificateId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: courseTitle,
    issuer: { id: facts.issuerDid, type: ['Profile'], name: 'EduGate', url: facts.appUrl },
    validFrom: facts.validFrom,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: facts.identityHash,
          salt: facts.salt,
        },
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: facts.learnerName,
        },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        name: courseTitle,
        description: facts.description,
        achievementType: 'Course',
        criteria: { narrative: `Completed every lesson of ${courseTitle} on EduGate.` },
        creator: { id: `${achievementId}#author`, type: ['Profile'], name: facts.authorName },
        ...(skills.length > 0 ? { tag: [...skills] } : {}),
      },
    },
    credentialStatus: {
      id: `${status.listUrl}#${status.bit}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.bit),
      statusListCredential: status.listUrl,
    },
  };
}
