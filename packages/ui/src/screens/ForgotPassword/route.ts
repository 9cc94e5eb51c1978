import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /forgot-password: send a password reset link (issue 30 point 1). */
export const forgotPasswordRoute = defineRoute({
  name: 'ForgotPassword',
  path: paths.forgotPassword.path,
  access: 'public',
  title: 'Reset your password',
  page: () => import('./ForgotPassword'),
});
