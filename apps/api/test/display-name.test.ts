import { describe, expect, it } from 'vitest';
import { displayNameFrom } from '../src/http/auth.ts';

/** A provider's profile name as EduGate shows it (docs/product.md, Accounts). */
describe('displayNameFrom', () => {
  it('trims, and has no name for a blank or missing one', () => {
    expect(displayNameFrom('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(displayNameFrom('   ')).toBeNull();
    expect(displayNameFrom(undefined)).toBeNull();
    expect(displayNameFrom(42)).toBeNull();
  });

  it('cuts a long name to 60 characters, never inside a character', () => {
    expect(displayNameFrom('x'.repeat(250))).toBe('x'.repeat(60));
    const emoji = displayNameFrom('🙂'.repeat(70));
    expect(Array.from(emoji ?? '')).toHaveLength(60);
    expect(emoji).toBe('🙂'.repeat(60));
  });
});
