import type {
  DidDocument,
  OpenBadgeCredential,
  StatusListCredential,
} from '../../credentials/types';
import signed from './signed.json' with { type: 'json' };

/**
 * Credentials signed for real by the reference server's code with fixed, test-only keys
 * (apps/api/scripts/credential-fixtures.ts makes signed.json; a test in apps/api fails when the
 * file is not what it makes), so a verifier says 'Verified' of the mocks' certificates.
 */
export interface SignedCredentials {
  /** The mock issuer's DID document: the test key that signed everything here. */
  didDocument: DidDocument;
  /** By certificate id: the fixture certificates' credentials. */
  credentials: Record<string, OpenBadgeCredential>;
  /** The status list for each set of revoked certificates, by their positions ('' for none). */
  statusLists: Record<string, StatusListCredential>;
  /** The mock issuer's DID, signed by a key its DID document does not list. */
  unknownKey: OpenBadgeCredential;
  /** Another issuer, known by a did:key (its key is in its identifier). */
  otherIssuer: OpenBadgeCredential;
}

export const signedCredentials = signed as unknown as SignedCredentials;
