export { AttachedCertificateList, certificateStatusBadge } from './AttachedCertificateList';
export type {
  AttachedCertificateItem,
  AttachedCertificateListProps,
  CertificateBadge,
} from './AttachedCertificateList';
