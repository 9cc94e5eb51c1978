/**
 * Certificates as signed Open Badges 3.0 credentials (docs/product.md, "Credentials anyone can
 * verify"): every credential validates against 1EdTech's JSON schema, verifies with a check that
 * is not the signing code (jsonld canonicalisation, SHA-256 and node:crypto's Ed25519, following
 * eddsa-rdfc-2022), fails once any field changes, shows revoked in its status list, still
 * verifies after a key rotation, is checked without a network request, and only its learner
 * revokes it.
 */
import { createHash, createPublicKey, verify as verifyEd25519 } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import jsonld from 'jsonld';
import { messages } from '@edugate/api-client/messages';
import {
  staticDocumentLoader,
  verifyOpenBadgeCredential,
  type DidDocument,
  type OpenBadgeCredential,
  type StatusListCredential,
} from '@edugate/api-client/credentials';
import { didWebOf, generatePrivateJwk, loadSigningKeys } from '../src/credentials/keys.ts';
import schema from './support/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };
import { startTestApi, TEST_SIGNING_KEY, type TestApi } from './support/harness.ts';
import type { TestUser } from './support/types.ts';
import { finishCourse, oneLessonCourse } from './support/one-lesson-course.ts';

const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats.default(ajv);
const validateSchema = ajv.compile(schema);

let api: TestApi;
let author: TestUser;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  author = await api.user('author', 'Ada Author');
});
afterAll(() => api?.close());

/** A course of one article, finished by a new learner: their certificate's id. */
async function certified(learnerName = 'Lena Learner'): Promise<{ id: string; learner: TestUser }> {
  const taught = await oneLessonCourse(api, author, { title: 'Signed Course' });
  const learner = await api.user('learner', learnerName);
  return { id: (await finishCourse(api, learner, taught))._id, learner };
}

const credentialOf = async (id: string) =>
  (await api.request<OpenBadgeCredential>('GET', `/certificates/${id}/credential`)).body;
const didDocument = async () =>
  (await api.request<DidDocument>('GET', '/.well-known/did.json')).body;
async function statusLists(credential: OpenBadgeCredential) {
  const url = new URL(credential.credentialStatus.statusListCredential);
  const list = await api.request<StatusListCredential>('GET', url.pathname);
  expect(list.status).toBe(200);
  return new Map([[credential.credentialStatus.statusListCredential, list.body]]);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58(text: string): Buffer {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char));
  const hex = value.toString(16);
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), bytes]);
}

/**
 * eddsa-rdfc-2022's verification done by hand: canonical N-Quads of the proof options and of the
 * document, each hashed with SHA-256, the two hashes concatenated and checked with Ed25519.
 */
async function independentlyVerified(document: object, did: DidDocument): Promise<boolean> {
  const { proof, ...unsecured } = document as { proof: unknown };
  const [only] = [proof].flat() as Record<string, string>[];
  const { proofValue, ...options } = only!;
  const method = did.verificationMethod.find((m) => m.id === options.verificationMethod);
  if (!method || !proofValue) return false;
  const documentLoader = staticDocumentLoader([did]);
  const canonize = (input: object) =>
    jsonld.canonize(input, {
      algorithm: 'RDFC-1.0',
      format: 'application/n-quads',
      documentLoader,
      safe: true,
    });
  const sha256 = (text: string) => createHash('sha256').update(text).digest();
  const context = (unsecured as { '@context': unknown })['@context'];
  const hashData = Buffer.concat([
    sha256(await canonize({ '@context': context, ...options })),
    sha256(await canonize(unsecured)),
  ]);
  const raw = base58(method.publicKeyMultibase.slice(1)).subarray(2); // 0xed01 header
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
    format: 'jwk',
  });
  return verifyEd25519(null, hashData, key, base58(proofValue.slice(1)));
}

describe('a certificate credential', () => {
  it('is an OpenBadgeCredential per 1EdTech schema, with the course, the hashed address and the name', async () => {
    const { id, learner } = await certified();
    const credential = await credentialOf(id);
    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    expect(credential.issuer).toMatchObject({
      name: 'EduGate',
      id: didWebOf('http://localhost:4000'),
    });
    expect(credential.credentialSubject.achievement).toMatchObject({
      name: 'Signed Course',
      achievementType: 'Course',
      criteria: { narrative: 'Completed every lesson of Signed Course on EduGate.' },
      creator: { name: 'Ada Author' },
    });
    const [email, name] = credential.credentialSubject.identifier;
    expect(email).toMatchObject({ identityType: 'emailAddress', hashed: true });
    expect(email!.identityHash).toBe(
      `sha256$${createHash('sha256')
        .update(learner.email + email!.salt)
        .digest('hex')}`,
    );
    expect(JSON.stringify(credential)).not.toContain(learner.email);
    expect(name).toMatchObject({ identityType: 'name', identityHash: 'Lena Learner' });
    expect(credential.proof).toMatchObject([{ cryptosuite: 'eddsa-rdfc-2022' }]);
    // The list it points to is signed too, and both verify with code other than the signer.
    const did = await didDocument();
    expect(await independentlyVerified(credential, did)).toBe(true);
    const [list] = [...(await statusLists(credential)).values()];
    expect(await independentlyVerified(list!, did)).toBe(true);
  });

  it('fails verification once any field changes, and verifies without a network request', async () => {
    const { id } = await certified();
    const credential = await credentialOf(id);
    const did = await didDocument();
    const lists = await statusLists(credential);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      expect(
        await verifyOpenBadgeCredential(credential, { didDocuments: [did], statusLists: lists }),
      ).toMatchObject({ verified: true });
      // Every string leaf of the credential but the proof's own parts, changed by one character.
      const leaves: string[][] = [];
      const walk = (value: unknown, path: string[]) => {
        if (typeof value === 'string') leaves.push(path);
        else if (value && typeof value === 'object')
          for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
      };
      const { proof: _proof, ...claims } = credential;
      walk(claims, []);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...leaves), fc.nat(), async (path, seed) => {
          const tampered = structuredClone(credential) as unknown as Record<string, unknown>;
          let parent = tampered as Record<string, unknown>;
          for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
          const last = path.at(-1)!;
          const text = parent[last] as string;
          const at = seed % Math.max(text.length, 1);
          parent[last] = text.slice(0, at) + (text[at] === 'x' ? 'y' : 'x') + text.slice(at + 1);
          const result = await verifyOpenBadgeCredential(tampered, {
            didDocuments: [did],
            statusLists: lists,
          });
          expect(result.verified, path.join('.')).toBe(false);
        }),
        { numRuns: 40 },
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('is revoked by its learner only (others 404, signed out 401), and the list says so', async () => {
    const { id, learner } = await certified();
    const stranger = await api.user('stranger');
    const revoke = (token?: string) =>
      api.request<{ revokedAt?: string; error?: string }>(
        'POST',
        `/certificates/${id}/revoke`,
        token ? { token } : {},
      );
    expect((await revoke()).status).toBe(401);
    const other = await revoke(stranger.token);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(messages.certificateNotFound);
    const missing = await api.request(
      'POST',
      '/certificates/9c9c9c9c-0000-4000-8000-0000000000ff/revoke',
      { token: learner.token },
    );
    expect(missing.status).toBe(404);
    const credential = await credentialOf(id);
    const did = await didDocument();
    const before = await verifyOpenBadgeCredential(credential, {
      didDocuments: [did],
      statusLists: await statusLists(credential),
    });
    expect(before.verified).toBe(true);
    const revoked = await revoke(learner.token);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeDefined();
    expect((await revoke(learner.token)).body.revokedAt).toBe(revoked.body.revokedAt);
    const lists = await statusLists(credential);
    const after = await verifyOpenBadgeCredential(credential, {
      didDocuments: [did],
      statusLists: lists,
    });
    expect(after).toMatchObject({ verified: false, problem: 'revoked' });
    expect(await independentlyVerified([...lists.values()][0]!, did)).toBe(true);
  });

  it('has a status list that every cache revalidates, so a revocation shows at once', async () => {
    const { id, learner } = await certified();
    const path = new URL((await credentialOf(id)).credentialStatus.statusListCredential).pathname;
    const first = await api.request('GET', path);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const unchanged = await api.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    await api.request('POST', `/certificates/${id}/revoke`, { token: learner.token });
    const changed = await api.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is revoked when its learner deletes their account', async () => {
    const { id, learner } = await certified();
    const credential = await credentialOf(id);
    const did = await didDocument();
    expect((await api.request('DELETE', '/account', { token: learner.token })).status).toBe(204);
    const result = await verifyOpenBadgeCredential(credential, {
      didDocuments: [did],
      statusLists: await statusLists(credential),
    });
    expect(result).toMatchObject({ verified: false, problem: 'revoked' });
  });

  it('still verifies after a key rotation: the new DID document lists the earlier key', async () => {
    const { id } = await certified();
    const credential = await credentialOf(id);
    const did = didWebOf('http://localhost:4000');
    const earlier = (await loadSigningKeys({ did, privateJwk: TEST_SIGNING_KEY })).current
      .publicKeyMultibase;
    const rotated = await startTestApi({
      database: api.database,
      seed: false,
      config: { credentialSigningKey: generatePrivateJwk(), credentialEarlierKeys: [earlier] },
    });
    try {
      const document = (await rotated.request<DidDocument>('GET', '/.well-known/did.json')).body;
      expect(document.verificationMethod.map((m) => m.publicKeyMultibase)).toHaveLength(2);
      expect(document.verificationMethod[1]!.publicKeyMultibase).toBe(earlier);
      const lists = await statusLists(credential);
      expect(
        await verifyOpenBadgeCredential(credential, {
          didDocuments: [document],
          statusLists: lists,
        }),
      ).toMatchObject({ verified: true });
      expect(await independentlyVerified(credential, document)).toBe(true);
      // Without the earlier key, the same credential's key is unknown.
      const alone = {
        ...document,
        verificationMethod: document.verificationMethod.slice(0, 1),
        assertionMethod: document.assertionMethod.slice(0, 1),
      };
      expect(
        await verifyOpenBadgeCredential(credential, { didDocuments: [alone], statusLists: lists }),
      ).toMatchObject({ verified: false, problem: 'unknown-key' });
    } finally {
      await rotated.close();
    }
  });

  it('answers 404 for an unknown certificate and status list', async () => {
    const missing = await api.request<{ error: string }>(
      'GET',
      '/certificates/9c9c9c9c-0000-4000-8000-0000000000ff/credential',
    );
    expect(missing.body).toEqual({ error: messages.certificateNotFound });
    const list = await api.request<{ error: string }>('GET', '/credentials/status/999');
    expect(list.body).toEqual({ error: messages.statusListNotFound });
  });
});
