import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /forgot-password: send a password reset link. */
export const forgotPasswordRoute = defineRoute({
  name: 'ForgotPassword',
  path: paths.forgotPassword.path,
  access: 'public',
  title: 'Reset your password',
  page: () => import('./ForgotPassword'),
});
