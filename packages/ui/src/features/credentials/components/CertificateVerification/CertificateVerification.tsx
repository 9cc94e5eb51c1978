import { useCertificateCheck } from '../../api/queries';
import { credentialTexts } from '../../texts';
import { CredentialVerdict } from '../CredentialVerdict';

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
      ) : check.isError ? (
        <p>{credentialTexts.credentialFailed}</p>
      ) : (
        <p>{credentialTexts.checking}</p>
      )}
    </section>
  );
}
