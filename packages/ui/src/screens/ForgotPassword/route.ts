import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /forgot-password: send a password reset link (issue 30 point 1). */
export const forgotPasswordRoute = defineRoute({
  name: 'ForgotPassword',
  path: routes.forgotPassword,
  access: 'public',
  title: 'Reset your password',
  page: () => import('./page'),
});
