export { CertificateDocument } from './CertificateDocument';
