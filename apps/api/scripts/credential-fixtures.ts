// The mock API's signed credentials (packages/api-client/src/mocks/credentials/signed.json): the
// mock certificates' credentials, their status lists for every set of revoked certificates, one
// signed by a key EduGate never listed and one of another issuer (a did:key), all signed by the
// reference server's own code with fixed, test-only keys, so stories show real verdicts.
// `node --import tsx apps/api/scripts/credential-fixtures.ts` rewrites the file;
// apps/api/test/credential-fixtures.test.ts fails when it is not what this makes.
import { createPrivateKey } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type {
  OpenBadgeCredential,
  StatusListCredential,
  UnsignedCredential,
} from '@edugate/api-client/credentials';
import {
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  MOCK_APP_URL,
  fixtureCertificates,
  otherCertificate,
  type SignedCredentials,
} from '@edugate/api-client/mocks';
import {
  certificateCredential,
  credentialIssuer,
  setStatusBit,
  signCredential,
  signStatusList,
  STATUS_LIST_BITS,
  type CredentialIssuer,
} from '../src/credentials/issue.ts';
import { didWebOf, loadSigningKeys, publicKeyOf } from '../src/credentials/keys.ts';

export const SIGNED_FIXTURES_FILE = fileURLToPath(
  new URL('../../../packages/api-client/src/mocks/credentials/signed.json', import.meta.url),
);

/** A test-only private key: 32 fixed bytes. Never a deployment's key. */
function testKey(byte: number): string {
  // PKCS #8 of an Ed25519 private key: this fixed prefix, then the 32-byte seed.
  const der = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    Buffer.alloc(32, byte),
  ]);
  return JSON.stringify(
    createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({ format: 'jwk' }),
  );
}

async function issuerOf(
  did: string,
  byte: number,
  appUrl = MOCK_APP_URL,
): Promise<CredentialIssuer> {
  const keys = await loadSigningKeys({ did, privateJwk: testKey(byte) });
  return credentialIssuer(keys, appUrl, MOCK_API_BASE_URL);
}

export async function makeSignedCredentials(): Promise<SignedCredentials> {
  const edugate = await issuerOf(didWebOf(MOCK_API_BASE_URL), 1);
  const certificates = [...fixtureCertificates, otherCertificate];
  const credentials: Record<string, OpenBadgeCredential> = {};
  const facts = certificates.map((certificate, statusIndex) => ({
    id: certificate._id,
    issuedAt: new Date(certificate.issuedAt),
    email: certificate.userEmail,
    learnerName: certificate.learnerName,
    courseId: certificate.courseId,
    courseTitle: certificate.courseTitle,
    courseDescription: null,
    authorName: certificate.authorName,
    statusIndex,
  }));
  for (const fact of facts) {
    const unsigned = certificateCredential(edugate, fact, `salt-${fact.id}`);
    credentials[fact.id] = await signCredential(edugate, unsigned, fact.issuedAt);
  }
  const statusLists: Record<string, StatusListCredential> = {};
  for (let set = 0; set < 1 << certificates.length; set += 1) {
    const revoked = certificates.map((_, index) => index).filter((index) => set & (1 << index));
    let bits: Uint8Array = new Uint8Array(STATUS_LIST_BITS / 8);
    for (const index of revoked) bits = setStatusBit(bits, index);
    statusLists[revoked.join(',')] = await signStatusList(edugate, 1, bits, FIXTURE_NOW);
  }
  const [first] = facts;
  if (!first) throw new Error('The mocks have no certificate');
  const stranger = await issuerOf(didWebOf(MOCK_API_BASE_URL), 2);
  const unknownKey = await signCredential(
    stranger,
    certificateCredential(stranger, first, `salt-${first.id}`),
    first.issuedAt,
  );
  const didKey = `did:key:${await publicKeyOf(testKey(3))}`;
  const northwind = 'https://academy.northwind.example';
  const other = await issuerOf(didKey, 3, northwind);
  const { credentialStatus: _status, ...unsigned } = certificateCredential(
    other,
    { ...first, id: 'northwind-1', courseId: null, courseTitle: 'Data Storytelling' },
    'salt-northwind-1',
  );
  // Another issuer's badge need not say where its revocation bit is: this one does not.
  const otherIssuer = await signCredential(
    other,
    {
      ...unsigned,
      id: `${northwind}/badges/1`,
      issuer: {
        id: didKey,
        type: ['Profile'],
        name: 'Northwind Academy',
        url: northwind,
      },
    } as UnsignedCredential,
    first.issuedAt,
  );
  return { didDocument: edugate.didDocument, credentials, statusLists, unknownKey, otherIssuer };
}

/** The file's text, as Prettier formats it. */
export async function fixturesText(fixtures: SignedCredentials): Promise<string> {
  const options = await prettier.resolveConfig(SIGNED_FIXTURES_FILE);
  return prettier.format(JSON.stringify(fixtures), { ...options, filepath: SIGNED_FIXTURES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SIGNED_FIXTURES_FILE, await fixturesText(await makeSignedCredentials()));
  console.log(`Wrote ${SIGNED_FIXTURES_FILE}`);
}
