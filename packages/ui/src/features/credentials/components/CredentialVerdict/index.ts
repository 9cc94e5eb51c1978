export { CredentialVerdict, verdictText, type CredentialVerdictProps } from './CredentialVerdict';
