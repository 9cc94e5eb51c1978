import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { TextAreaField } from '../../components/TextField';
import { credentialTexts, useVerifyCredential } from '../../features/credentials';
import { CredentialVerdict } from '../../features/credentials/components/CredentialVerdict';
import * as styles from './Verify.css';

/**
 * /verify (docs/product.md, "Credentials anyone can verify"): anyone pastes a credential or
 * chooses its file and reads each check and the verdict, in the certificate page's words. The
 * check runs in the browser; its code loads only on this page and the certificate's.
 */
export function Verify() {
  const [text, setText] = useState('');
  const verify = useVerifyCredential();
  const fileId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(text);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const content = await file.text();
    setText(content);
    verify.mutate(content);
  };

  return (
    <PageSection
      title={credentialTexts.verifyTitle}
      headingLevel={1}
      width="content"
      description={credentialTexts.verifyLead}
    >
      <PageTitle title={credentialTexts.verifyTitle} />
      <form className={styles.form} onSubmit={submit}>
        <TextAreaField
          label={credentialTexts.credentialLabel}
          hint={credentialTexts.credentialHint}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={8}
          spellCheck={false}
          className={styles.credential}
        />
        <div className={styles.file}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            {credentialTexts.fileLabel}
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            onChange={(event) => void choose(event)}
          />
        </div>
        <div>
          <Button type="submit" loading={verify.isPending} disabled={text.trim() === ''}>
            {credentialTexts.verify}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className={styles.result}>
        {verify.isPending ? <p>{credentialTexts.checking}</p> : null}
        {verify.data && !verify.isPending ? (
          <CredentialVerdict check={verify.data} showChecks />
        ) : null}
        {verify.isError && !verify.isPending ? (
          <p role="alert">{credentialTexts.credentialFailed}</p>
        ) : null}
      </div>
    </PageSection>
  );
}
