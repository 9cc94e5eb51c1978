import { unwrap, type ApiClient, type components } from '@edugate/api-client';
import type { Verification, VerificationProblem } from '@edugate/api-client/credentials';
import { credentialTexts } from './texts';
import { verifyOffThread } from './verifier';

type StatusList = components['schemas']['BitstringStatusListCredential'];

/** What a person is told of a credential: the verdict, each check, and who it names. */
export interface CredentialCheck {
  outcome: 'verified' | 'revoked' | 'failed';
  problem?: VerificationProblem;
  checks: Verification['checks'];
  issuerName: string;
  learnerName: string;
  /** The credential's `validFrom`. */
  issuedAt: string;
  /** When it was revoked: the certificate's date, else the date its status list was signed. */
  revokedAt?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed: CredentialCheck = {
  outcome: 'failed',
  problem: 'malformed',
  checks: { signature: null, issuer: false, notRevoked: null, validity: null },
  issuerName: '',
  learnerName: '',
  issuedAt: '',
};

/** A pasted or chosen file's text as JSON; undefined when it is not JSON at all. */
export function parseCredential(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function namesOf(credential: Json) {
  const issuer = credential.issuer;
  const issuerName = isObject(issuer) && typeof issuer.name === 'string' ? issuer.name : '';
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const identifiers = Array.isArray(subject.identifier) ? subject.identifier : [];
  const named = identifiers.find(
    (id): id is Json => isObject(id) && id.identityType === 'name' && id.hashed === false,
  );
  const learnerName =
    typeof named?.identityHash === 'string'
      ? named.identityHash
      : typeof subject.name === 'string'
        ? subject.name
        : credentialTexts.someone;
  const issuedAt = typeof credential.validFrom === 'string' ? credential.validFrom : '';
  return { issuerName, learnerName, issuedAt };
}

const ignoreFailure = async <T>(read: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await read();
  } catch {
    return undefined;
  }
};

/**
 * Checks a credential in the browser (docs/product.md, "Credentials anyone can verify"): EduGate's
 * DID document and revocation list come from its API through `client`, nothing else is fetched,
 * and the verifier's code (about 55 kB gzipped) loads only now, never with the first page, and
 * runs on a worker thread.
 */
export async function checkCredential(
  client: ApiClient,
  credential: unknown,
  now = new Date(),
): Promise<CredentialCheck> {
  if (!isObject(credential)) return malformed;
  const names = namesOf(credential);
  const didDocument = await unwrap(
    client.GET('/.well-known/did.json'),
    credentialTexts.credentialFailed,
  );
  const statusLists = new Map<string, StatusList>();
  const status = credential.credentialStatus;
  const issuerId = isObject(credential.issuer) ? credential.issuer.id : credential.issuer;
  const listUrl = isObject(status) ? status.statusListCredential : undefined;
  const listNumber =
    typeof listUrl === 'string' ? /\/credentials\/status\/(\d+)$/.exec(listUrl)?.[1] : undefined;
  if (listNumber && typeof listUrl === 'string' && issuerId === didDocument.id) {
    const list = await ignoreFailure(() =>
      unwrap(
        client.GET('/credentials/status/{list}', {
          params: { path: { list: Number(listNumber) } },
        }),
        credentialTexts.credentialFailed,
      ),
    );
    if (list) statusLists.set(listUrl, list);
  }
  const result = await verifyOffThread(credential, {
    didDocuments: [didDocument],
    statusLists,
    now,
  });
  if (result.problem === 'malformed') return malformed;
  if (result.problem !== 'revoked') {
    return {
      outcome: result.verified ? 'verified' : 'failed',
      ...(result.problem ? { problem: result.problem } : {}),
      checks: result.checks,
      ...names,
    };
  }
  const certificateId =
    typeof credential.id === 'string'
      ? /\/certificates\/([^/#?]+)$/.exec(credential.id)?.[1]
      : undefined;
  const certificate = certificateId
    ? await ignoreFailure(() =>
        unwrap(
          client.GET('/certificates/{certificateId}', {
            params: { path: { certificateId: decodeURIComponent(certificateId) } },
          }),
          credentialTexts.credentialFailed,
        ),
      )
    : undefined;
  const revokedAt = certificate?.revokedAt ?? statusLists.get(String(listUrl))?.validFrom;
  return {
    outcome: 'revoked',
    problem: 'revoked',
    checks: result.checks,
    ...names,
    ...(revokedAt ? { revokedAt } : {}),
  };
}
