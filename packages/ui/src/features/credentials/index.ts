export { credentialKeys } from './api/keys';
export {
  credentialQuery,
  useCredential,
  useCertificateCheck,
  useVerifyCredential,
} from './api/queries';
export { revokeCredentialMutation, useRevokeCredential } from './api/mutations';
export { checkCredential, parseCredential, type CredentialCheck } from './check';
export { credentialTexts, credentialFileName } from './texts';
export { linkedInAddUrl } from './linkedIn';
