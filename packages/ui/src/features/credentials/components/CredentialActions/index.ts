export { CredentialActions, type CredentialActionsProps } from './CredentialActions';
