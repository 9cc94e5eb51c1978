import type { HttpHandler } from 'msw';
import type { components } from '../../schema';
import { VC_CONTEXT } from '../../credentials/context-urls';
import { openBadgeCredential } from '../../credentials/open-badge';
import { messages } from '../../messages';
import { signedCredentials } from '../credentials';
import type { MockDb } from '../db';
import { MOCK_API_BASE_URL } from '../fixtures';
import type { MockCertificate } from '../learning/fixtures';
import { certificateView } from '../learning/state';
import { error, http, signedIn } from './http';

type OpenBadgeCredential = components['schemas']['OpenBadgeCredential'];
type StatusListCredential = components['schemas']['BitstringStatusListCredential'];

/** The app's origin in the mocks' credentials (ids of certificates and courses are its pages). */
export const MOCK_APP_URL = 'https://edugate.test';
export const MOCK_ISSUER_DID = 'did:web:api.edugate.test';
/** The mocks' test-only key, the one that signed signedCredentials (mocks/credentials). */
const MOCK_KEY = signedCredentials.didDocument.verificationMethod[0]?.publicKeyMultibase ?? '';
const STATUS_LIST_BITS = 131_072;

const proof = (created: string): StatusListCredential['proof'] => ({
  type: 'DataIntegrityProof',
  created,
  verificationMethod: `${MOCK_ISSUER_DID}#${MOCK_KEY}`,
  cryptosuite: 'eddsa-rdfc-2022',
  proofPurpose: 'assertionMethod',
  proofValue: 'z' + '1'.repeat(86),
});

/**
 * A certificate's credential with the reference server's shape (apps/api/src/credentials): a
 * fixture certificate's is really signed (mocks/credentials), any other's (a certificate a story
 * made) has a placeholder proof, which a verifier finds tampered. Its status index is the
 * certificate's position in the mock state.
 */
export function mockCredential(certificate: MockCertificate, index: number): OpenBadgeCredential {
  const signed = signedCredentials.credentials[certificate._id];
  const name = signed?.credentialSubject.identifier?.find((id) => id.identityType === 'name');
  if (
    signed &&
    signed.credentialStatus?.statusListIndex === String(index) &&
    signed.name === certificate.courseTitle &&
    name?.identityHash === certificate.learnerName
  ) {
    return signed;
  }
  const list = `${MOCK_API_BASE_URL}/credentials/status/1`;
  const courseUrl = `${MOCK_APP_URL}/courses/${certificate.courseId ?? certificate._id}`;
  return {
    ...openBadgeCredential({
      appUrl: MOCK_APP_URL,
      issuerDid: MOCK_ISSUER_DID,
      certificateId: certificate._id,
      courseTitle: certificate.courseTitle,
      description: certificate.courseTitle,
      achievementId: courseUrl,
      authorName: certificate.authorName,
      learnerName: certificate.learnerName,
      identityHash: `sha256$${'0'.repeat(64)}`,
      salt: `salt-${certificate._id}`,
      validFrom: certificate.issuedAt,
      status: { listUrl: list, bit: index },
    }),
    proof: [proof(certificate.issuedAt)],
  };
}

/** Bitstring Status List's encoding: GZIP, base64url without padding, `u` in front. */
async function encodeList(revoked: number[]): Promise<string> {
  const bits = new Uint8Array(STATUS_LIST_BITS / 8);
  for (const index of revoked) bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  const gzipped = new Uint8Array(
    await new Response(
      new Blob([bits]).stream().pipeThrough(new CompressionStream('gzip')),
    ).arrayBuffer(),
  );
  let binary = '';
  for (const byte of gzipped) binary += String.fromCharCode(byte);
  return 'u' + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The credentials' operations (the certificate's credential, revocation, the status list and the
 * DID document) with the reference server's rules and texts (apps/api/src/routes/credentials.ts).
 */
export function credentialHandlers(db: MockDb): HttpHandler[] {
  const { learning } = db;
  const indexOf = (certificate: MockCertificate) => learning.certificates.indexOf(certificate);
  return [
    http.get('/certificates/{certificateId}/credential', ({ params, response }) => {
      const certificate = learning.certificates.find((c) => c._id === params.certificateId);
      if (!certificate) return error(404, messages.certificateNotFound);
      return response(200).json(mockCredential(certificate, indexOf(certificate)));
    }),

    http.post('/certificates/{certificateId}/revoke', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const certificate = learning.certificates.find(
        (c) => c._id === params.certificateId && c.userEmail === db.user.email,
      );
      if (!certificate) return error(404, messages.certificateNotFound);
      certificate.revokedAt ??= db.now().toISOString();
      return response(200).json(certificateView(certificate, db.courses));
    }),

    http.get('/credentials/status/{list}', async ({ params, response }) => {
      if (Number(params.list) !== 1) return error(404, messages.statusListNotFound);
      const revoked = learning.certificates.filter((c) => c.revokedAt).map(indexOf);
      const signed = signedCredentials.statusLists[revoked.join(',')];
      if (signed) return response(200).json(signed);
      // A set of revoked certificates the fixtures did not sign: a placeholder proof.
      const validFrom = db.now().toISOString();
      const list: StatusListCredential = {
        '@context': [VC_CONTEXT],
        id: `${MOCK_API_BASE_URL}/credentials/status/1`,
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        issuer: MOCK_ISSUER_DID,
        validFrom,
        credentialSubject: {
          id: `${MOCK_API_BASE_URL}/credentials/status/1#list`,
          type: 'BitstringStatusList',
          statusPurpose: 'revocation',
          encodedList: await encodeList(revoked),
        },
        proof: proof(validFrom),
      };
      return response(200).json(list);
    }),

    http.get('/.well-known/did.json', ({ response }) =>
      response(200).json(signedCredentials.didDocument),
    ),
  ];
}
