// The profile's and forgot password's rules and failure texts.
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authErrors';
import { changePasswordSchema, forgotPasswordSchema, profileSchema } from './schemas';
import { accountTexts, sessionTexts } from './texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('account rules', () => {
  it("profile: registration's name and photo rules", () => {
    expect(firstMessage(profileSchema.safeParse({ name: '  ', photoURL: '' }))).toBe(
      'Please enter your name.',
    );
    expect(firstMessage(profileSchema.safeParse({ name: 'Ada', photoURL: 'ada.png' }))).toMatch(
      /valid photo URL/,
    );
    expect(profileSchema.parse({ name: ' Ada ', photoURL: ' https://a.example/p.png ' })).toEqual({
      name: 'Ada',
      photoURL: 'https://a.example/p.png',
    });
  });

  it('profile: a name of at most 60 characters (an emoji is one), counted after trimming', () => {
    const parse = (name: string) => firstMessage(profileSchema.safeParse({ name, photoURL: '' }));
    expect(parse(` ${'a'.repeat(60)} `)).toBeUndefined();
    expect(parse('🙂'.repeat(60))).toBeUndefined();
    expect(parse('a'.repeat(61))).toBe(sessionTexts.nameTooLong);
    expect(sessionTexts.nameTooLong).toBe('Please keep your name to 60 characters or fewer.');
  });

  it("change password: registration's password rules with the account's e-mail", () => {
    const schema = changePasswordSchema('ada@example.com');
    const parse = (password: string, confirmPassword = password, currentPassword = 'x') =>
      firstMessage(schema.safeParse({ currentPassword, password, confirmPassword }));
    expect(parse('Short1!')).toBe('Password must be at least 8 characters long.');
    expect(parse('Xada@example.com1!')).toBe('Password cannot contain your email address.');
    expect(parse('Engine#1843', 'Engine#1844')).toBe('Password and Confirm Password do not match.');
    expect(parse('Engine#1843', 'Engine#1843', '')).toBe('Please enter your current password.');
    expect(parse('Engine#1843')).toBeUndefined();
  });

  it('forgot password: a valid address', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'ada@' }))).toBe(
      sessionTexts.invalidEmail,
    );
  });

  it('failure texts', () => {
    expect(authErrorMessage('changePassword', 'invalidCredentials')).toBe(
      accountTexts.wrongCurrentPassword,
    );
    expect(authErrorMessage('changePassword', 'weakPassword')).toBe(sessionTexts.weakPassword);
    expect(authErrorMessage('passwordReset', 'failed')).toBe(accountTexts.resetFailed);
    expect(authErrorMessage('profile', 'failed')).toBe(accountTexts.profileFailed);
  });
});
