/**
 * The mock API's signed credentials (packages/api-client/src/mocks/credentials/signed.json) are
 * what apps/api/scripts/credential-fixtures.ts makes with the server's signing code, and the
 * shared verifier says of each what the stories show: verified, revoked, unknown key, another
 * issuer's did:key verified, and tampered once a name changes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyOpenBadgeCredential } from '@edugate/api-client/credentials';
import { FIXTURE_NOW, signedCredentials } from '@edugate/api-client/mocks';
import {
  fixturesText,
  makeSignedCredentials,
  SIGNED_FIXTURES_FILE,
} from '../scripts/credential-fixtures.ts';

const { didDocument, credentials, statusLists, unknownKey, otherIssuer } = signedCredentials;
const listUrl = 'https://api.edugate.test/credentials/status/1';
const options = (revoked: string) => ({
  didDocuments: [didDocument],
  statusLists: new Map([[listUrl, statusLists[revoked]!]]),
  now: FIXTURE_NOW,
});

describe('the mocks’ signed credentials', () => {
  it('are what the script makes (run it after changing the mock certificates)', async () => {
    const made = await fixturesText(await makeSignedCredentials());
    expect(made).toBe(readFileSync(SIGNED_FIXTURES_FILE, 'utf8'));
  }, 60_000);

  it('verify, and show revoked once their bit is set', async () => {
    const [first, second] = Object.values(credentials);
    expect(await verifyOpenBadgeCredential(first, options(''))).toMatchObject({ verified: true });
    expect(await verifyOpenBadgeCredential(second, options('0'))).toMatchObject({
      verified: true,
    });
    expect(await verifyOpenBadgeCredential(first, options('0'))).toMatchObject({
      verified: false,
      problem: 'revoked',
    });
    expect(await verifyOpenBadgeCredential(second, options('0,1'))).toMatchObject({
      problem: 'revoked',
    });
  });

  it('tell a changed name, an unknown key and another issuer’s did:key', async () => {
    const first = Object.values(credentials)[0]!;
    const changed = structuredClone(first);
    changed.credentialSubject.identifier![1]!.identityHash = 'Mallory';
    expect(await verifyOpenBadgeCredential(changed, options(''))).toMatchObject({
      problem: 'tampered',
    });
    expect(await verifyOpenBadgeCredential(unknownKey, options(''))).toMatchObject({
      problem: 'unknown-key',
    });
    expect(await verifyOpenBadgeCredential(otherIssuer, options(''))).toMatchObject({
      verified: true,
      checks: { signature: true, issuer: true, notRevoked: null, validity: true },
    });
  });
});
