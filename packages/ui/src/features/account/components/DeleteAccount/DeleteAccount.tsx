import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { Stack } from '../../../../components/Stack';
import { useToast } from '../../../../components/Toast';
import { accountTexts, useSession } from '../../../../session';
import { paths } from '../../../../paths';
import { useDeleteAccount } from '../../api/mutations';

/**
 * 'Delete account' and its confirmation, which says what happens to everything the account owns.
 * The server deletes it all with the identity provider's account, or nothing; then this device
 * forgets the session and goes home.
 */
export function DeleteAccount() {
  const session = useSession();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteAccount();

  return (
    <Stack gap="md">
      <div role="alert">{error ? <p>{error}</p> : null}</div>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {accountTexts.deleteHeading}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!deletion.isPending) setOpen(next);
        }}
        title={accountTexts.deleteConfirmTitle}
        // The dialog's description is one paragraph (a <p>): the consequences as sentences.
        message={accountTexts.deleteConsequences.join(' ')}
        tone="danger"
        confirmLabel={accountTexts.deleteConfirm}
        busy={deletion.isPending}
        onConfirm={() => {
          setError(null);
          deletion.mutate(undefined, {
            onSuccess: async () => {
              setOpen(false);
              await session.forgetDeletedAccount();
              toast({ title: accountTexts.deleted, tone: 'success' });
              navigate(paths.home.href(), { replace: true });
            },
            onError: () => {
              setOpen(false);
              setError(accountTexts.deleteFailed);
            },
          });
        }}
      />
    </Stack>
  );
}
