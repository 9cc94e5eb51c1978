export { CertificateVerification } from './CertificateVerification';
