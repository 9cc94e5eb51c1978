// The status of a certificate attached to an application, as its job's poster sees it
// (docs/product.md, Applying with certificates): checked by the server when the poster looks,
// from the credential stored when the certificate was issued and the signed status list, with the
// same verifier anyone runs (@edugate/api-client/credentials). Never from anything the applicant
// sent.
//
// Checking a proof canonicalises the credential (RDF), tens of milliseconds each: a page of
// applications would spend seconds on it. So each proof is checked once per distinct stored
// credential (keyed by a hash of its exact JSON, so a changed one is checked afresh) and each
// status list once per signed version of it. Revoking signs the list again: its new version is
// checked on the next look, so a revocation shows at once.
import { createHash } from 'node:crypto';
import {
  statusBitIsSet,
  verifiedStatusListBits,
  verifyOpenBadgeCredential,
  type StatusListCredential,
} from '@edugate/api-client/credentials';
import type { CredentialIssuer } from './issue.ts';

export type AttachedStatus = 'verified' | 'revoked' | 'unverifiable';

/** How many proofs and lists a server process remembers; beyond that the oldest is checked again. */
const PROOFS_KEPT = 5000;
const LISTS_KEPT = 16;

/** A Map that forgets its oldest entry past `limit`. */
class Bounded<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: V): void {
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the credential says its revocation bit is: the list's URL and the bit. */
function statusEntry(credential: unknown): { url: string; bit: number } | null {
  if (!isObject(credential) || !isObject(credential.credentialStatus)) return null;
  const { statusListCredential: url, statusListIndex } = credential.credentialStatus;
  const bit = Number(statusListIndex);
  if (typeof url !== 'string' || !Number.isSafeInteger(bit) || bit < 0) return null;
  return { url, bit };
}

export interface AttachedStatusChecker {
  /**
   * The status of each stored credential (null: the certificate has none yet), given the signed
   * status lists by their URL.
   */
  check(
    credentials: readonly unknown[],
    lists: ReadonlyMap<string, StatusListCredential>,
  ): Promise<AttachedStatus[]>;
}

export function attachedStatusChecker(issuer: CredentialIssuer): AttachedStatusChecker {
  const didDocuments = [issuer.didDocument];
  const proofs = new Bounded<Promise<boolean>>(PROOFS_KEPT);
  const lists = new Bounded<Promise<Uint8Array | null>>(LISTS_KEPT);

  /** Whether the credential's proof holds, by a key of EduGate's, and it is in its period. */
  function proofHolds(credential: unknown): Promise<boolean> {
    const key = hashOf(credential);
    let known = proofs.get(key);
    if (!known) {
      // Without status lists the verifier checks everything but the bit (read below).
      known = verifyOpenBadgeCredential(credential, { didDocuments }).then(
        ({ checks }) => checks.issuer && checks.signature === true && checks.validity === true,
      );
      proofs.set(key, known);
      known.catch(() => proofs.delete(key));
    }
    return known;
  }

  function listBits(list: StatusListCredential): Promise<Uint8Array | null> {
    const key = hashOf(list);
    let known = lists.get(key);
    if (!known) {
      known = verifiedStatusListBits(list, didDocuments);
      lists.set(key, known);
      known.catch(() => lists.delete(key));
    }
    return known;
  }

  return {
    async check(credentials, statusLists) {
      return Promise.all(
        credentials.map(async (credential): Promise<AttachedStatus> => {
          if (!credential) return 'unverifiable';
          const entry = statusEntry(credential);
          const list = entry && statusLists.get(entry.url);
          if (!entry || !list) return 'unverifiable';
          const [holds, bits] = await Promise.all([proofHolds(credential), listBits(list)]);
          if (!holds || !bits) return 'unverifiable';
          return statusBitIsSet(bits, entry.bit) ? 'revoked' : 'verified';
        }),
      );
    },
  };
}
