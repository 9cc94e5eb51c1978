import { createMockDb } from '@edugate/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { dataLayerHarness } from '../testing/queryTestKit';
import { courseKeys } from '../features/courses/api/keys';
import { courseListQuery, myCoursesQuery } from '../features/courses/api/queries';
import { enrollmentKeys } from '../features/enrollments/api/keys';
import { enrollmentCheckQuery, userEnrollmentsQuery } from '../features/enrollments/api/queries';
import { startServerSession } from './api/serverSession';
import { clearUserData } from './api/userData';
import { authError, authErrorMessage, toAuthError } from './authErrors';
import { registerRules, registerSchema } from './schemas';
import { sessionTexts } from './texts';

const harness = dataLayerHarness();
const email = harness.email;

describe('signing out', () => {
  it('drops every user-scoped answer and keeps public ones', async () => {
    const { client, queryClient } = harness.setup(createMockDb());
    await queryClient.fetchQuery(courseListQuery(client, { limit: 6 }));
    await queryClient.fetchQuery(myCoursesQuery(client, email));
    await queryClient.fetchQuery(userEnrollmentsQuery(client, email));
    await queryClient.fetchQuery(enrollmentCheckQuery(client, email, 'course-02'));

    clearUserData(queryClient);

    expect(queryClient.getQueryData(courseKeys.mine(email))).toBeUndefined();
    expect(queryClient.getQueryData(enrollmentKeys.list(email))).toBeUndefined();
    expect(queryClient.getQueryData(enrollmentKeys.check(email, 'course-02'))).toBeUndefined();
    expect(queryClient.getQueryData(courseKeys.list({ limit: 6 }))).toBeDefined();
  });

  it('POST /jwt starts a server session for the signed-in user only', async () => {
    const { client } = harness.setup();
    await expect(startServerSession(client, email)).resolves.toMatchObject({ success: true });
    await expect(startServerSession(client, 'someone@example.com')).rejects.toMatchObject({
      status: 403,
    });
  });
});

const valid = {
  name: '  Ada Lovelace ',
  photoURL: ' ',
  email: 'ada@example.com',
  password: 'Analytical#1843',
  confirmPassword: 'Analytical#1843',
};

function firstFailure(values: typeof valid) {
  const result = registerSchema.safeParse(values);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return { field: result.error.issues[0]!.path[0], message: result.error.issues[0]!.message };
}

describe('registration rules (docs/product.md, Rules, in order, first failure only)', () => {
  it.each([
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address.'],
    [{ password: 'Ab#1' }, 'password', 'Password must be at least 8 characters long.'],
    [
      { password: 'analytical#1843' },
      'password',
      'Password must contain at least one uppercase letter.',
    ],
    [
      { password: 'ANALYTICAL#1843' },
      'password',
      'Password must contain at least one lowercase letter.',
    ],
    [{ password: 'Analytical#' }, 'password', 'Password must contain at least one number.'],
    [
      { password: 'Analytical1843' },
      'password',
      'Password must contain at least one special character.',
    ],
    [{ password: 'xADA@example.COM1' }, 'password', 'Password cannot contain your email address.'],
    [
      { confirmPassword: 'Analytical#1844' },
      'confirmPassword',
      'Password and Confirm Password do not match.',
    ],
  ])('%o fails with %s: %s', (change, field, message) => {
    const values = { ...valid, ...change };
    if ('password' in change) values.confirmPassword = values.password;
    expect(firstFailure(values)).toEqual({ field, message });
  });

  it('reports only the earliest rule when several fail', () => {
    expect(
      firstFailure({ ...valid, email: 'nope', password: 'short', confirmPassword: 'x' }),
    ).toEqual({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(registerRules.map((rule) => rule.field)).toEqual([
      'name',
      'name',
      'email',
      'password',
      'password',
      'password',
      'password',
      'password',
      'password',
      'confirmPassword',
      'photoURL',
    ]);
  });

  it('trims the name and photo URL', () => {
    expect(registerSchema.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      photoURL: '',
      email: 'ada@example.com',
      password: 'Analytical#1843',
    });
  });
});

describe('auth errors', () => {
  it("give the texts of docs/product.md (Rules) for the UI's kinds of failure", () => {
    expect(authErrorMessage('login', 'invalidCredentials')).toBe(sessionTexts.loginFailed);
    expect(authErrorMessage('github', 'accountExists')).toBe(sessionTexts.accountExists);
    expect(authErrorMessage('github', 'failed')).toBe('Github login failed');
    expect(authErrorMessage('googleSignup')).toBe('Google signup failed');
    expect(authErrorMessage('register', 'weakPassword')).toBe(
      'Password is too weak. Please use a stronger password.',
    );
    expect(authError('register', 'failed', { providerMessage: 'Quota exceeded.' }).message).toBe(
      'Quota exceeded.',
    );
    expect(toAuthError('register', { message: 'Quota exceeded.' }).message).toBe('Quota exceeded.');
    expect(toAuthError('register', {}).message).toBe('Registration failed. Please try again.');
    expect(authError('google', 'cancelled').isCancelled).toBe(true);
    expect(toAuthError('google', new Error('boom')).isCancelled).toBe(false);
  });
});
