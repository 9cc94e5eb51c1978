export { ForgotPassword } from './ForgotPassword';
