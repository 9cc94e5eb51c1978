import { ShieldQuestionMark } from 'lucide-react';
import { useCertificateCheck } from '../../api/queries';
import { credentialTexts } from '../../texts';
import { CredentialVerdict } from '../CredentialVerdict';
import * as styles from '../CredentialVerdict/CredentialVerdict.css';

/**
 * The certificate page's verification panel: the verdict computed in the browser from the
 * certificate's credential itself (docs/product.md, "Credentials anyone can verify").
 */
export function CertificateVerification({ certificateId }: { certificateId: string }) {
  const check = useCertificateCheck(certificateId);
  return (
    <section aria-live="polite" aria-label={credentialTexts.verificationLabel}>
      {check.data ? (
        <CredentialVerdict check={check.data} />
      ) : (
        <p className={styles.verdict({ tone: check.isError ? 'danger' : 'pending' })}>
          <ShieldQuestionMark size={22} aria-hidden="true" className={styles.icon} />
          <span>{check.isError ? credentialTexts.credentialFailed : credentialTexts.checking}</span>
        </p>
      )}
    </section>
  );
}
