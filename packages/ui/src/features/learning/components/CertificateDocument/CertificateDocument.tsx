import type { Certificate } from '@edugate/api-client';
import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { longDate } from '../../../../dates';
import { learningTexts } from '../../texts';
import * as styles from './CertificateDocument.css';

/**
 * A certificate as it is shown and printed (docs/product.md, Learning): 'Certificate of
 * Completion', who completed which course taught by whom, when, and its id. It says what it said
 * when it was issued.
 */
export function CertificateDocument({ certificate }: { certificate: Certificate }) {
  const headingId = useId();
  return (
    <article className={styles.document} aria-labelledby={headingId}>
      <p className={styles.brand}>
        <GraduationCap size={28} aria-hidden="true" />
        EduGate
      </p>
      <h1 id={headingId} className={styles.heading}>
        {learningTexts.certificateHeading}
      </h1>
      <p className={styles.statement}>
        {learningTexts.certifies(
          certificate.learnerName,
          certificate.courseTitle,
          certificate.authorName,
          longDate(certificate.issuedAt),
        )}
      </p>
      <p className={styles.id}>{learningTexts.certificateId(certificate._id)}</p>
    </article>
  );
}
