// Deep imports: the package index would pull every screen into this lazily loaded chunk.
import { Button } from '@edugate/ui/components/Button';
import { Dialog, DialogClose } from '@edugate/ui/components/Dialog';
import { TextField } from '@edugate/ui/components/TextField';
import { useId, useState, type FormEvent } from 'react';
import {
  DEMO_ACCOUNTS,
  PROVIDER_LABEL,
  typedAccount,
  type EmulatorAccount,
  type SocialProvider,
} from '../emulatorAccounts';
import { initialsAvatar } from '../initialsAvatar';
import * as styles from './EmulatorAccountChooser.css';

export interface EmulatorAccountChooserProps {
  provider: SocialProvider;
  open: boolean;
  onChoose: (account: EmulatorAccount) => void;
  /** Cancel, Escape, the close button or a click outside. */
  onCancel: () => void;
}

/**
 * Stands in for Google's and GitHub's sign-in windows while the app runs against the Firebase Auth
 * emulator (the emulator's own page loads scripts and fonts from public CDNs, so it fails offline).
 * It never appears with a real Firebase project, and says plainly that it is a test stand-in.
 */
export function EmulatorAccountChooser({
  provider,
  open,
  onChoose,
  onCancel,
}: EmulatorAccountChooserProps) {
  const label = PROVIDER_LABEL[provider];
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const submitOther = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The inputs are required and typed: the browser has checked them before submit fires.
    onChoose(typedAccount(name, email));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={`Sign in with ${label} (Auth emulator)`}
      description={`A local test stand-in for ${label}'s sign-in window: EduGate is running against the Firebase Auth emulator, so no real ${label} account is used and nothing leaves this computer.`}
      footer={
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      }
    >
      <ul className={styles.accounts} aria-label="Seeded authors">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button type="button" className={styles.account} onClick={() => onChoose(account)}>
              <img className={styles.avatar} src={initialsAvatar(account.name)} alt="" />
              <span className={styles.who}>
                <span className={styles.name}>{account.name}</span>
                <span className={styles.email}>{account.email}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.other} aria-labelledby={headingId} onSubmit={submitOther}>
        <h3 id={headingId} className={styles.otherTitle}>
          Use another e-mail
        </h3>
        <TextField
          label="Name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Continue with this e-mail
        </Button>
      </form>
    </Dialog>
  );
}
