import { CircleCheck, CircleMinus, CircleX, ShieldCheck, ShieldX } from 'lucide-react';
import { longDate } from '../../../../dates';
import type { CredentialCheck } from '../../check';
import { credentialTexts } from '../../texts';
import * as styles from './CredentialVerdict.css';

/** The verdict in the words the certificate page and /verify share (docs/product.md). */
export function verdictText(check: CredentialCheck): string {
  if (check.outcome === 'verified') {
    return credentialTexts.verified(
      check.issuerName || credentialTexts.someone,
      check.learnerName,
      longDate(check.issuedAt),
    );
  }
  if (check.outcome === 'revoked' && check.revokedAt) {
    return credentialTexts.revokedOn(longDate(check.revokedAt));
  }
  return credentialTexts.notVerified(credentialTexts.reasons[check.problem ?? 'malformed']);
}

const CHECKS = ['signature', 'issuer', 'notRevoked', 'validity'] as const;

export interface CredentialVerdictProps {
  check: CredentialCheck;
  /** /verify lists each check under the verdict; the certificate page shows the verdict alone. */
  showChecks?: boolean;
}

/** A credential's verdict, with a tick when it is verified, and optionally each check's result. */
export function CredentialVerdict({ check, showChecks = false }: CredentialVerdictProps) {
  const verified = check.outcome === 'verified';
  const Icon = verified ? ShieldCheck : ShieldX;
  return (
    <div className={styles.panel}>
      <p className={styles.verdict({ tone: verified ? 'success' : 'danger' })}>
        <Icon size={22} aria-hidden="true" className={styles.icon} />
        <span>{verdictText(check)}</span>
      </p>
      {showChecks ? (
        <ul className={styles.checks} aria-label={credentialTexts.checksHeading}>
          {CHECKS.map((name) => {
            const outcome = check.checks[name];
            const ResultIcon =
              outcome === true ? CircleCheck : outcome === false ? CircleX : CircleMinus;
            const result =
              outcome === true
                ? credentialTexts.passed
                : outcome === false
                  ? credentialTexts.failed
                  : credentialTexts.notChecked;
            return (
              <li key={name} className={styles.check}>
                <ResultIcon
                  size={18}
                  aria-hidden="true"
                  className={styles.resultIcon({
                    result: outcome === true ? 'passed' : outcome === false ? 'failed' : 'none',
                  })}
                />
                <span className={styles.checkName}>{credentialTexts.checks[name]}</span>
                <span>{result}</span>
                {name === 'issuer' && check.problem === 'other-issuer' ? (
                  <span className={styles.detail}>{credentialTexts.issuerKeyUnavailable}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
