/**
 * The emulator's account chooser offers the seeded authors as the API seeds them, so the README's
 * way in (pick Ada Lovelace, open Manage Courses) signs in as the owner of her seeded courses; and
 * an account typed without a name gets none, never its e-mail as a name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, emulatorCredential, typedAccount } from '../src/session/emulatorAccounts';

/** SEED_INSTRUCTORS as apps/api/src/seed/seed-data.ts writes it (the app cannot import the API). */
function seededInstructors(): { email: string; name: string }[] {
  const source = readFileSync(new URL('../../api/src/seed/seed-data.ts', import.meta.url), 'utf8');
  const block = /export const SEED_INSTRUCTORS = \[([\s\S]*?)\] as const;/.exec(source)?.[1];
  expect(block, 'SEED_INSTRUCTORS in seed-data.ts').toBeDefined();
  return [...(block ?? '').matchAll(/\{\s*email: '([^']+)',\s*name: '([^']+)'\s*\}/g)].map(
    ([, email = '', name = '']) => ({ email, name }),
  );
}

/** The claims the emulator reads from a credential's token. */
function claimsOf(account: { name: string; email: string }): Record<string, unknown> {
  const credential = emulatorCredential('google', account);
  return JSON.parse(credential.idToken ?? '{}') as Record<string, unknown>;
}

describe("the emulator's account chooser", () => {
  it('offers exactly the seeded authors, with their seeded addresses and names', () => {
    const seeded = seededInstructors();
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(DEMO_ACCOUNTS.map(({ email, name }) => ({ email, name }))).toEqual(seeded);
  });

  it("gives a seeded author's address typed without a name that author's name", () => {
    expect(typedAccount('', ' Ada.Lovelace@edugate.example ')).toEqual({
      name: 'Ada Lovelace',
      email: 'Ada.Lovelace@edugate.example',
    });
    expect(typedAccount(' Ada L. ', 'ada.lovelace@edugate.example').name).toBe('Ada L.');
  });

  it('signs in an address typed without a name with no name, never the e-mail as one', () => {
    const account = typedAccount('  ', 'someone@example.com');
    expect(account.name).toBe('');
    const claims = claimsOf(account);
    expect(claims).not.toHaveProperty('name');
    expect(claims.email).toBe('someone@example.com');
    expect(claimsOf({ name: 'Hedy Lamarr', email: 'hedy@example.com' }).name).toBe('Hedy Lamarr');
  });
});
