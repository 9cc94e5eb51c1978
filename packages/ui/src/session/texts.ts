/** SPEC.md sections 2, 5 and 8: sign-in and registration texts. */
export const sessionTexts = {
  loginFailed: 'Invalid email or password',
  googleLoginFailed: 'Google login failed',
  githubLoginFailed: 'Github login failed',
  googleSignupFailed: 'Google signup failed',
  accountExists:
    'An account already exists with the same email address but different sign-in credentials. Please use the original provider to log in.',
  emailInUse: 'This email is already registered. Please use a different email or try logging in.',
  invalidEmail: 'Please enter a valid email address.',
  operationNotAllowed: 'Email/password accounts are not enabled. Please contact support.',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationFailedTitle: 'Registration Failed',
  loggedIn: 'Logged in successfully',
  loggedInWithGoogle: 'Logged in with Google',
  loggedInWithGithub: 'Logged in with Github',
  registered: 'Registration successful!',
  signedUpWithGoogle: 'Signed up with Google',
  signedUpWithGithub: 'Signed up with Github',
  logoutFailed: 'Logout failed',
} as const;

/** SPEC.md section 9: login and register success toasts last 1.5 s. */
export const AUTH_TOAST_MS = 1500;
