import { Link } from 'react-router-dom';
import { Badge, type BadgeProps } from '../../../../components/Badge';
import { paths } from '../../../../paths';
import { jobTexts } from '../../texts';
import * as styles from './AttachedCertificateList.css';

/** What a certificate attached to an application shows: its course's title and its page. */
export interface AttachedCertificateItem {
  _id: string;
  courseTitle: string;
}

/** A badge in words beside a certificate's title. */
export interface CertificateBadge {
  text: string;
  tone: BadgeProps['tone'];
}

/**
 * A certificate's status in words, as the server checked it: the poster sees each; the applicant
 * sees 'Revoked' alone.
 */
export const certificateStatusBadge = {
  verified: { text: jobTexts.verified, tone: 'success' },
  revoked: { text: jobTexts.revoked, tone: 'danger' },
  unverifiable: { text: jobTexts.unverifiable, tone: 'warning' },
} as const satisfies Record<string, CertificateBadge>;

export interface AttachedCertificateListProps<Item extends AttachedCertificateItem> {
  certificates: readonly Item[];
  /** The badge after a certificate's title; null for none. */
  badgeOf: (certificate: Item) => CertificateBadge | null;
}

/**
 * The certificates attached to an application, in the order they were attached (docs/product.md,
 * Applying with certificates): each course title links to the certificate's page, with its
 * badge after it. The poster's view and the applicant's own share it.
 */
export function AttachedCertificateList<Item extends AttachedCertificateItem>({
  certificates,
  badgeOf,
}: AttachedCertificateListProps<Item>) {
  return (
    <ul className={styles.list}>
      {certificates.map((certificate) => {
        const badge = badgeOf(certificate);
        return (
          <li key={certificate._id} className={styles.item}>
            <Link to={paths.certificate.href(certificate._id)}>{certificate.courseTitle}</Link>
            {badge ? (
              <>
                {' '}
                <Badge tone={badge.tone}>{badge.text}</Badge>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
