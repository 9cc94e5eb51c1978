// The deployment's signing keys (docs/product.md, "Credentials anyone can verify"): the current
// Ed25519 key from the configuration, and the public keys of earlier ones, all listed in the
// did:web document so credentials signed before a rotation still verify.
import { generateKeyPairSync } from 'node:crypto';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import { DID_CONTEXT, MULTIKEY_CONTEXT, type DidDocument } from '@edugate/api-client/credentials';

export interface SigningKeys {
  did: string;
  /** The key that signs, its id `{did}#{publicKeyMultibase}`. */
  current: Ed25519KeyPair & { id: string };
  /** Earlier keys' `publicKeyMultibase`, newest first; they verify, never sign. */
  earlier: string[];
}

/** did:web of an origin: `https://api.example.com` is `did:web:api.example.com`, a port `%3A`. */
export function didWebOf(origin: string): string {
  const url = new URL(origin);
  const path = url.pathname.split('/').filter(Boolean);
  return ['did:web', encodeURIComponent(url.host), ...path.map(encodeURIComponent)].join(':');
}

export const keyId = (did: string, publicKeyMultibase: string) => `${did}#${publicKeyMultibase}`;

/** A new private key, as the JWK the configuration takes (`CREDENTIAL_SIGNING_KEY`). */
export function generatePrivateJwk(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return JSON.stringify(privateKey.export({ format: 'jwk' }));
}

/** The public key of a private JWK, as a DID document lists it. */
export async function publicKeyOf(privateJwk: string): Promise<string> {
  return (await Ed25519Multikey.fromJwk({ jwk: parseJwk(privateJwk) })).publicKeyMultibase;
}

function parseJwk(text: string): Record<string, unknown> {
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new Error('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key as a JWK (JSON)');
  }
  const { kty, crv, d, x } = (jwk ?? {}) as Record<string, unknown>;
  if (kty !== 'OKP' || crv !== 'Ed25519' || typeof d !== 'string' || typeof x !== 'string') {
    throw new Error(
      'CREDENTIAL_SIGNING_KEY must be an Ed25519 private key as a JWK: {"kty":"OKP","crv":"Ed25519","x":"...","d":"..."}',
    );
  }
  return jwk as Record<string, unknown>;
}

export async function loadSigningKeys(options: {
  did: string;
  privateJwk: string;
  earlier?: readonly string[];
}): Promise<SigningKeys> {
  const { did } = options;
  const pair = await Ed25519Multikey.fromJwk({
    jwk: parseJwk(options.privateJwk),
    secretKey: true,
    controller: did,
  });
  const id = keyId(did, pair.publicKeyMultibase);
  const current = await Ed25519Multikey.from({
    ...(await pair.export({ publicKey: true, secretKey: true, includeContext: true })),
    id,
  });
  const earlier = [...new Set(options.earlier ?? [])].filter(
    (key) => key !== current.publicKeyMultibase,
  );
  for (const key of earlier) {
    // Throws for anything that is not an Ed25519 Multikey public key.
    await Ed25519Multikey.from({ publicKeyMultibase: key, controller: did, id: keyId(did, key) });
  }
  return { did, current: Object.assign(current, { id }), earlier };
}

/** The did:web document: the current key first, then each earlier one, all for assertions. */
export function didDocument(keys: SigningKeys): DidDocument {
  const all = [keys.current.publicKeyMultibase, ...keys.earlier];
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: keys.did,
    verificationMethod: all.map((publicKeyMultibase) => ({
      id: keyId(keys.did, publicKeyMultibase),
      type: 'Multikey',
      controller: keys.did,
      publicKeyMultibase,
    })),
    assertionMethod: all.map((key) => keyId(keys.did, key)),
  };
}
