import type { Certificate } from '@edugate/api-client';
import { Ban, Download, ExternalLink, Link as LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@edugate/api-client';
import { Button, buttonRecipe } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/Toast';
import { paths } from '../../../../paths';
import { useRevokeCredential } from '../../api/mutations';
import { useCredential } from '../../api/queries';
import { linkedInAddUrl } from '../../linkedIn';
import { credentialFileName, credentialTexts } from '../../texts';

export interface CredentialActionsProps {
  certificate: Certificate;
  /** The signed-in learner holds this certificate: only they may revoke its credential. */
  isLearner: boolean;
}

/** Saves a file the browser made, without a request. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

/**
 * The certificate page's credential controls (docs/product.md, "Credentials anyone can verify"):
 * 'Download credential', 'Copy link', 'Add to LinkedIn' and, for its learner, 'Revoke credential'
 * after a confirmation.
 */
export function CredentialActions({ certificate, isLearner }: CredentialActionsProps) {
  const credential = useCredential(certificate._id);
  const revoke = useRevokeCredential();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const certificateUrl = credential.data?.id;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(
        `${window.location.origin}${paths.certificate.href(certificate._id)}`,
      );
      toast({ title: credentialTexts.linkCopied, tone: 'success' });
    } catch {
      toast({ title: credentialTexts.copyFailed, tone: 'error' });
    }
  };
  const confirmRevoke = () =>
    revoke.mutate(certificate._id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: credentialTexts.revoked, tone: 'success' });
      },
      onError: (error) =>
        toast({ title: errorMessage(error, credentialTexts.revokeFailed), tone: 'error' }),
    });

  return (
    <>
      <Button
        variant="outline"
        icon={<Download size={18} aria-hidden="true" />}
        disabled={!credential.data}
        onClick={() =>
          credential.data &&
          saveFile(
            credentialFileName(certificate._id),
            `${JSON.stringify(credential.data, null, 2)}\n`,
          )
        }
      >
        {credentialTexts.downloadCredential}
      </Button>
      <Button
        variant="outline"
        icon={<LinkIcon size={18} aria-hidden="true" />}
        onClick={() => void copyLink()}
      >
        {credentialTexts.copyLink}
      </Button>
      {certificateUrl ? (
        <a
          className={buttonRecipe({ variant: 'outline' })}
          href={linkedInAddUrl({
            name: certificate.courseTitle,
            issuedAt: certificate.issuedAt,
            certificateUrl,
            certificateId: certificate._id,
          })}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ExternalLink size={18} aria-hidden="true" />
          {credentialTexts.addToLinkedIn}
        </a>
      ) : (
        // Held in place, the size of the link, until the credential (whose id LinkedIn is given)
        // has loaded: nothing moves when it arrives.
        <Button variant="outline" icon={<ExternalLink size={18} aria-hidden="true" />} disabled>
          {credentialTexts.addToLinkedIn}
        </Button>
      )}
      {isLearner && !certificate.revokedAt ? (
        <Button
          variant="outline"
          icon={<Ban size={18} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {credentialTexts.revokeCredential}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !revoke.isPending) setConfirming(false);
        }}
        title={credentialTexts.revokeTitle}
        message={credentialTexts.revokeQuestion}
        confirmLabel={credentialTexts.revokeConfirm}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </>
  );
}
