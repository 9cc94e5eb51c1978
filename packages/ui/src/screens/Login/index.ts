export { Login } from './Login';
