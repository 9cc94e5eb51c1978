export { DeleteAccount } from './DeleteAccount';
