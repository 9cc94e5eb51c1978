// Making and signing credentials (server only): a certificate's OpenBadgeCredential and the
// revocation lists, both with a Data Integrity eddsa-rdfc-2022 proof
// (docs/adr/0023-credentials-signed-with-data-integrity-eddsa-rdfc-2022.md).
import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { DocumentLoader } from '@digitalbazaar/vc';
import {
  openBadgeCredential,
  staticDocumentLoader,
  VC_CONTEXT,
  type DidDocument,
  type OpenBadgeCredential,
  type StatusListCredential,
  type UnsignedCredential,
  type UnsignedStatusList,
} from '@edugate/api-client/credentials';
import { didDocument, type SigningKeys } from './keys.ts';
import type { SigningThread } from './signing-thread.ts';

/** Bits per status list: Bitstring Status List's minimum, so one bit says little about whom. */
export const STATUS_LIST_BITS = 131_072;

export interface CredentialIssuer {
  keys: SigningKeys;
  didDocument: DidDocument;
  /** The app's origin: certificates' and courses' pages. */
  appUrl: string;
  /** The API's origin: the status lists. */
  apiUrl: string;
  documentLoader: DocumentLoader;
  /** Where signing runs when not on the calling thread (signing-thread.ts). */
  thread?: SigningThread;
}

export function credentialIssuer(
  keys: SigningKeys,
  appUrl: string,
  apiUrl: string,
): CredentialIssuer {
  const did = didDocument(keys);
  return { keys, didDocument: did, appUrl, apiUrl, documentLoader: staticDocumentLoader([did]) };
}

/** What a certificate says, as the credential states it. */
export interface CertificateFacts {
  id: string;
  issuedAt: Date;
  email: string;
  learnerName: string;
  courseId: string | null;
  courseTitle: string;
  courseDescription: string | null;
  authorName: string;
  /** The credential's place among all status bits (list `index / STATUS_LIST_BITS + 1`). */
  statusIndex: number;
  /** The course's skills, when it has any. */
  skills?: readonly string[];
}

export const statusListUrl = (issuer: CredentialIssuer, list: number) =>
  `${issuer.apiUrl}/credentials/status/${list}`;

export function statusPosition(statusIndex: number): { list: number; bit: number } {
  return {
    list: Math.floor(statusIndex / STATUS_LIST_BITS) + 1,
    bit: statusIndex % STATUS_LIST_BITS,
  };
}

/** Open Badges' hashed identity: `sha256$` and the hex SHA-256 of the address and the salt. */
export function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email + salt)
    .digest('hex')}`;
}

/** The credential of a certificate, before its proof (docs/product.md, "Credentials"). */
export function certificateCredential(
  issuer: CredentialIssuer,
  facts: CertificateFacts,
  salt = randomBytes(16).toString('hex'),
): UnsignedCredential {
  const { list, bit } = statusPosition(facts.statusIndex);
  const listUrl = statusListUrl(issuer, list);
  // A certificate whose course was deleted before the backfill names the certificate instead.
  const achievementId = facts.courseId
    ? `${issuer.appUrl}/courses/${facts.courseId}`
    : `${issuer.appUrl}/certificates/${facts.id}#achievement`;
  return openBadgeCredential({
    appUrl: issuer.appUrl,
    issuerDid: issuer.keys.did,
    certificateId: facts.id,
    courseTitle: facts.courseTitle,
    description: facts.courseDescription || facts.courseTitle,
    achievementId,
    authorName: facts.authorName,
    learnerName: facts.learnerName,
    identityHash: identityHash(facts.email, salt),
    salt,
    validFrom: facts.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    skills: facts.skills,
    status: { listUrl, bit },
  });
}

/** Signs on this thread: what the signing thread runs, and the default without one. */
export async function signDocument<T extends object>(
  issuer: CredentialIssuer,
  document: T,
  at: Date,
): Promise<T & { proof: unknown }> {
  const suite = new DataIntegrityProof({
    signer: issuer.keys.current.signer(),
    cryptosuite,
    date: at,
  });
  return vc.issue({
    credential: structuredClone(document),
    suite,
    documentLoader: issuer.documentLoader,
    now: at,
  }) as Promise<T & { proof: unknown }>;
}

/**
 * On the signing thread while it runs; on this thread without one, or once it has stopped (it
 * failed, or the server is closing): a committed certificate still gets its credential.
 */
async function sign<T extends object>(issuer: CredentialIssuer, document: T, at: Date) {
  const thread = issuer.thread;
  if (thread?.running) {
    try {
      return await thread.sign(document, at);
    } catch (error) {
      if (thread.running) throw error;
    }
  }
  return signDocument(issuer, document, at);
}

export async function signCredential(
  issuer: CredentialIssuer,
  credential: UnsignedCredential,
  at = new Date(),
): Promise<OpenBadgeCredential> {
  const signed = await sign(issuer, credential, at);
  // 1EdTech's schema for the credential wants `proof` as an array (one proof, the same in JSON-LD).
  return { ...signed, proof: [signed.proof] } as unknown as OpenBadgeCredential;
}

/** Bitstring Status List's `encodedList`: GZIP, then base64url without padding, `u` in front. */
export function encodeStatusList(bits: Uint8Array): string {
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** A list's bits with `bit` set (bit 0 is the most significant of the first byte). */
export function setStatusBit(bits: Uint8Array, bit: number): Uint8Array {
  const next = new Uint8Array(bits);
  next[bit >> 3] = (next[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  return next;
}

export async function signStatusList(
  issuer: CredentialIssuer,
  list: number,
  bits: Uint8Array,
  at = new Date(),
): Promise<StatusListCredential> {
  const url = statusListUrl(issuer, list);
  const unsigned: UnsignedStatusList = {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.keys.did,
    validFrom: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(bits),
    },
  };
  return (await sign(issuer, unsigned, at)) as unknown as StatusListCredential;
}
