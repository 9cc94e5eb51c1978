import { MAX_DISPLAY_NAME_LENGTH } from '@edugate/api-client';

/** docs/product.md, Screens and routes and Rules: sign-in and registration texts. */
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
  /** Ours: the brief sets no limit, but a name is shown on courses, reviews and certificates. */
  nameTooLong: `Please keep your name to ${MAX_DISPLAY_NAME_LENGTH} characters or fewer.`,
  /** Why /login opened, when a protected page sent the visitor there (ours: the brief has none). */
  loginToSeeCourse: 'Log in to see this course.',
  loginToSeePage: 'Log in to see this page.',
} as const;

/** docs/product.md, Numbers: login and register success toasts last 1.5 s. */
export const AUTH_TOAST_MS = 1500;

/**
 * The account texts (forgot password, profile, delete account): the brief words none of them, so
 * they are ours (docs/product.md, Account).
 */
export const accountTexts = {
  /**
   * Adding a course or posting a job without a display name: EduGate shows an author by name,
   * never by e-mail address, so it asks for one first (the server refuses with its own text too).
   */
  nameRequiredTitle: 'Add your name first',
  nameRequired: (what: string) =>
    `EduGate shows ${what} under their author's name, never an e-mail address. Your account has no name yet: set it on your Profile, then come back.`,
  setYourName: 'Set your name on Profile',
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordIntro:
    "Enter the e-mail address you registered with and we'll send you a link to choose a new password.",
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  /** The same answer whether or not the address has an account (no account enumeration). */
  resetSent:
    'If an account exists for that address, we have sent it an e-mail with a link to reset the password. Check your inbox, then log in with the new password.',
  resetFailed: 'Could not send the reset e-mail. Please try again.',
  backToLogin: 'Back to login',
  profileTitle: 'Profile',
  profileMenuLink: 'Profile',
  profileSaved: 'Profile updated',
  profileFailed: 'Could not save your profile. Please try again.',
  passwordChanged: 'Password changed',
  passwordChangeFailed: 'Password change failed. Please try again.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  socialOnly: (providers: string) =>
    `You sign in with ${providers}, so your account has no EduGate password to change. Manage your password with ${providers}.`,
  deleteHeading: 'Delete account',
  deleteConfirmTitle: 'Delete your account?',
  deleteConsequences: [
    'Your courses are deleted, with their lessons, reviews and enrolments; their learners lose access.',
    'Your enrolments, progress and certificates are deleted.',
    'Your reviews are deleted and the courses’ ratings recalculated.',
    'Your job posts are deleted, with the applications made to them.',
    'Your job applications are withdrawn and deleted.',
    'You can no longer sign in with this account. This cannot be undone.',
  ],
  deleteConfirm: 'Delete my account',
  deleting: 'Deleting...',
  deleteFailed: 'Could not delete your account. Nothing was deleted; please try again.',
  deleted: 'Your account has been deleted',
} as const;
