// Checking a credential as anyone can (docs/product.md, "Credentials anyone can verify"): the
// signature by a key of the issuer's DID document, the issuer, the revocation bit in its signed
// status list, the validity period. Nothing here is Node-only and nothing is fetched: the caller
// hands in the DID documents and status lists it has. The server's tests and the browser's
// verifier (the certificate page and /verify, loaded on demand) run this same code.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { DocumentLoader } from '@digitalbazaar/vc';
import { DID_CONTEXT, MULTIKEY_CONTEXT } from './contexts';
import { staticDocumentLoader } from './document-loader';
import type { DidDocument, StatusListCredential } from './types';

export type VerificationProblem =
  | 'malformed'
  /** An issuer whose keys are not at hand (neither given nor in a `did:key` identifier). */
  | 'other-issuer'
  | 'unknown-key'
  | 'tampered'
  | 'revoked'
  | 'status-unavailable'
  | 'not-yet-valid'
  | 'expired';

export interface Verification {
  verified: boolean;
  /** The first check that failed. */
  problem?: VerificationProblem;
  /** Each check's outcome; null when it could not be made. */
  checks: {
    signature: boolean | null;
    issuer: boolean;
    notRevoked: boolean | null;
    validity: boolean | null;
  };
}

export interface VerifyOptions {
  didDocuments: readonly DidDocument[];
  /** Status list credentials by their URL. */
  statusLists?: ReadonlyMap<string, StatusListCredential>;
  now?: Date;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

interface Shape {
  issuer: string;
  verificationMethod: string;
  validFrom: string;
  validUntil?: string;
  status?: { list: string; bit: number };
}

function shapeOf(credential: unknown, type: string): Shape | null {
  if (!isObject(credential)) return null;
  const proofs = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
  const [proof] = proofs;
  if (proofs.length !== 1 || !isObject(proof)) return null;
  const { issuer, credentialStatus: status } = credential;
  const types = credential.type;
  if (!Array.isArray(types) || !types.includes(type)) return null;
  const issuerId = isObject(issuer) ? issuer.id : issuer;
  if (typeof issuerId !== 'string' || typeof proof.verificationMethod !== 'string') return null;
  if (!isDate(credential.validFrom)) return null;
  if (credential.validUntil !== undefined && !isDate(credential.validUntil)) return null;
  const shape: Shape = {
    issuer: issuerId,
    verificationMethod: proof.verificationMethod,
    validFrom: credential.validFrom,
    ...(credential.validUntil ? { validUntil: credential.validUntil as string } : {}),
  };
  if (status !== undefined) {
    if (!isObject(status) || typeof status.statusListCredential !== 'string') return null;
    const bit = Number(status.statusListIndex);
    if (!Number.isSafeInteger(bit) || bit < 0) return null;
    shape.status = { list: status.statusListCredential, bit };
  }
  return shape;
}

/** Whether `method` is an assertion key of the issuer's DID document. */
function knownKey(did: DidDocument, method: string): boolean {
  return method.split('#')[0] === did.id && did.assertionMethod.includes(method);
}

/** An Ed25519 `did:key` is its own DID document: the key is in the identifier. */
export function didKeyDocument(did: string): DidDocument | null {
  const key = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]+)$/.exec(did)?.[1];
  if (!key) return null;
  const id = `${did}#${key}`;
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: [{ id, type: 'Multikey', controller: did, publicKeyMultibase: key }],
    assertionMethod: [id],
  };
}

async function signatureHolds(
  document: Json,
  shape: Shape,
  documentLoader: DocumentLoader,
): Promise<boolean> {
  try {
    return await signatureVerifies(document, shape, documentLoader);
  } catch {
    // A document the JSON-LD processing refuses (an unknown term, a broken proof) is not signed.
    return false;
  }
}

async function signatureVerifies(
  document: Json,
  shape: Shape,
  documentLoader: DocumentLoader,
): Promise<boolean> {
  const result = await vc.verifyCredential({
    credential: document,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader,
    // The period is checked on its own below, so a signature check never fails for a date.
    now: new Date(shape.validFrom),
    checkStatus: async () => ({ verified: true }),
  });
  return result.verified;
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The bits of a Bitstring Status List's `encodedList` (`u` + base64url of the GZIP). */
export async function decodeStatusList(encodedList: string): Promise<Uint8Array> {
  if (!encodedList.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const stream = new Blob([base64urlBytes(encodedList.slice(1))])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const bitIsSet = (bits: Uint8Array, bit: number) =>
  ((bits[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0;

/** Whether the credential's bit is set in a list signed by the same issuer; null if unknowable. */
async function revokedIn(
  status: NonNullable<Shape['status']>,
  issuer: DidDocument,
  lists: ReadonlyMap<string, StatusListCredential>,
  documentLoader: DocumentLoader,
): Promise<boolean | null> {
  const list = lists.get(status.list);
  const shape = shapeOf(list, 'BitstringStatusListCredential');
  if (!list || !shape || shape.issuer !== issuer.id || !knownKey(issuer, shape.verificationMethod))
    return null;
  if (!(await signatureHolds(list as unknown as Json, shape, documentLoader))) return null;
  try {
    return bitIsSet(await decodeStatusList(list.credentialSubject.encodedList), status.bit);
  } catch {
    return null;
  }
}

/**
 * The bits of a status list whose proof holds by a key of its issuer's DID document (one of
 * `didDocuments`); null when it does not, or when it is not a status list. For a checker that
 * verifies a list once and then reads many credentials' bits in it (the server's applications).
 */
export async function verifiedStatusListBits(
  list: unknown,
  didDocuments: readonly DidDocument[],
): Promise<Uint8Array | null> {
  const shape = shapeOf(list, 'BitstringStatusListCredential');
  const issuer = shape && didDocuments.find((did) => did.id === shape.issuer);
  if (!shape || !issuer || !knownKey(issuer, shape.verificationMethod)) return null;
  const documentLoader = staticDocumentLoader(didDocuments);
  if (!(await signatureHolds(list as Json, shape, documentLoader))) return null;
  try {
    return await decodeStatusList((list as StatusListCredential).credentialSubject.encodedList);
  } catch {
    return null;
  }
}

/** Whether `bit` is set in a list's bits (as `verifiedStatusListBits` gives them). */
export const statusBitIsSet = bitIsSet;

export async function verifyOpenBadgeCredential(
  credential: unknown,
  options: VerifyOptions,
): Promise<Verification> {
  const checks: Verification['checks'] = {
    signature: null,
    issuer: false,
    notRevoked: null,
    validity: null,
  };
  const fail = (problem: VerificationProblem): Verification => ({
    verified: false,
    problem,
    checks,
  });
  const shape = shapeOf(credential, 'OpenBadgeCredential');
  if (!shape) return fail('malformed');
  const issuer =
    options.didDocuments.find((did) => did.id === shape.issuer) ?? didKeyDocument(shape.issuer);
  if (!issuer) return fail('other-issuer');
  checks.issuer = true;
  if (!knownKey(issuer, shape.verificationMethod)) return fail('unknown-key');
  const documentLoader = staticDocumentLoader([...options.didDocuments, issuer]);
  checks.signature = await signatureHolds(credential as Json, shape, documentLoader);
  const now = options.now ?? new Date();
  checks.validity =
    Date.parse(shape.validFrom) <= now.getTime() &&
    (shape.validUntil === undefined || now.getTime() <= Date.parse(shape.validUntil));
  if (shape.status) {
    const revoked = await revokedIn(
      shape.status,
      issuer,
      options.statusLists ?? new Map(),
      documentLoader,
    );
    checks.notRevoked = revoked === null ? null : !revoked;
  }
  if (!checks.signature) return fail('tampered');
  if (checks.notRevoked === false) return fail('revoked');
  if (!checks.validity) {
    return fail(Date.parse(shape.validFrom) > now.getTime() ? 'not-yet-valid' : 'expired');
  }
  if (shape.status && checks.notRevoked === null) return fail('status-unavailable');
  return { verified: true, checks };
}
