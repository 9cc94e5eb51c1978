/**
 * The signing thread (src/credentials/signing-thread.ts): what it signs verifies against the
 * issuer's DID document with the proof dated as asked, a credential and its status list alike; a
 * key that is not an Ed25519 JWK stops it at start; once closed it refuses work instead of
 * leaving a request waiting for an answer that never comes, and the issuer then signs on its own
 * thread, so a committed certificate still gets its credential.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyOpenBadgeCredential, type DidDocument } from '@edugate/api-client/credentials';
import {
  certificateCredential,
  credentialIssuer,
  signCredential,
  signStatusList,
  statusListUrl,
  STATUS_LIST_BITS,
  type CredentialIssuer,
} from '../src/credentials/issue.ts';
import {
  didDocument,
  didWebOf,
  generatePrivateJwk,
  loadSigningKeys,
} from '../src/credentials/keys.ts';
import { startSigningThread, type SigningThread } from '../src/credentials/signing-thread.ts';

const did = didWebOf('http://localhost:4000');
const privateJwk = generatePrivateJwk();
const addresses = { appUrl: 'http://localhost:5173', apiUrl: 'http://localhost:4000' };

let thread: SigningThread;
let issuer: CredentialIssuer;
/** The DID document of the thread's key only. */
let threadDid: DidDocument;

beforeAll(async () => {
  thread = await startSigningThread({ did, privateJwk, ...addresses });
  threadDid = didDocument(await loadSigningKeys({ did, privateJwk }));
  // The caller holds another key: a proof that verifies against threadDid was made by the thread.
  const callerKeys = await loadSigningKeys({ did, privateJwk: generatePrivateJwk() });
  issuer = { ...credentialIssuer(callerKeys, addresses.appUrl, addresses.apiUrl), thread };
});
afterAll(() => thread?.close());

describe('the signing thread', () => {
  it('signs, with its own key, a credential and its status list that verify, dated as asked', async () => {
    const at = new Date('2026-11-20T09:30:00Z');
    const credential = await signCredential(
      issuer,
      certificateCredential(issuer, {
        id: '3f1c1f5e-5a53-4a8e-9a43-2f3c9f1d2b10',
        issuedAt: at,
        email: 'lena@example.com',
        learnerName: 'Lena Learner',
        courseId: 'c0ffee00-0000-4000-8000-000000000001',
        courseTitle: 'Statistics for Data Science',
        courseDescription: 'Describing data, then reasoning from it.',
        authorName: 'Ada Author',
        statusIndex: 7,
      }),
      at,
    );
    const list = await signStatusList(issuer, 1, new Uint8Array(STATUS_LIST_BITS / 8), at);

    expect(credential.proof).toEqual([
      expect.objectContaining({ created: '2026-11-20T09:30:00Z', cryptosuite: 'eddsa-rdfc-2022' }),
    ]);
    expect(
      await verifyOpenBadgeCredential(credential, {
        didDocuments: [threadDid],
        statusLists: new Map([[statusListUrl(issuer, 1), list]]),
      }),
    ).toMatchObject({ verified: true, checks: { signature: true, notRevoked: true } });
  });

  it('does not start with a key that is not an Ed25519 JWK', async () => {
    await expect(startSigningThread({ did, privateJwk: '{}', ...addresses })).rejects.toThrow(
      /CREDENTIAL_SIGNING_KEY must be an Ed25519 private key/,
    );
  });

  it('once closed, refuses to sign instead of leaving the caller waiting', async () => {
    const closing = await startSigningThread({ did, privateJwk, ...addresses });
    await closing.close();
    expect(closing.running).toBe(false);
    await expect(closing.sign({ name: 'late' }, new Date())).rejects.toThrow(
      /the signing thread stopped/,
    );
  });

  it('once it has stopped, the issuer signs on its own thread, with its own key', async () => {
    const stopped = await startSigningThread({ did, privateJwk, ...addresses });
    await stopped.close();
    const callerKeys = await loadSigningKeys({ did, privateJwk: generatePrivateJwk() });
    const alone = {
      ...credentialIssuer(callerKeys, addresses.appUrl, addresses.apiUrl),
      thread: stopped,
    };
    const list = await signStatusList(alone, 1, new Uint8Array(STATUS_LIST_BITS / 8));
    const credential = await signCredential(
      alone,
      certificateCredential(alone, {
        id: '5d1b9d1e-0c3e-4c55-8d5e-2b8f6f0f7a21',
        issuedAt: new Date('2026-11-21T10:00:00Z'),
        email: 'lena@example.com',
        learnerName: 'Lena Learner',
        courseId: null,
        courseTitle: 'Statistics for Data Science',
        courseDescription: null,
        authorName: 'Ada Author',
        statusIndex: 3,
      }),
    );
    expect(
      await verifyOpenBadgeCredential(credential, {
        didDocuments: [didDocument(callerKeys)],
        statusLists: new Map([[statusListUrl(alone, 1), list]]),
      }),
    ).toMatchObject({ verified: true });
  });
});
