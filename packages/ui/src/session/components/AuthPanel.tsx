import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import * as styles from './AuthPanel.css';

export interface AuthPanelProps {
  heading: string;
  /** the product's failure text for the last attempt, announced as an alert. */
  error?: string | null;
  children: ReactNode;
  /** 'Don't have an account? Register' and the like. */
  footer?: ReactNode;
  /** Why the visitor is asked to sign in, when a page sent them (under the heading). */
  reason?: string | null;
}

/** The centred card Login and Register share: heading, the last error, the form, a way across. */
export function AuthPanel({ heading, error, children, footer, reason }: AuthPanelProps) {
  return (
    <div className={styles.page}>
      <Card className={styles.panel} padding="lg" elevation="raised">
        <h1 className={styles.heading}>{heading}</h1>
        {reason ? <p className={styles.reason}>{reason}</p> : null}
        <div role="alert">{error ? <p className={styles.alert}>{error}</p> : null}</div>
        {children}
        {footer ? <p className={styles.switchLine}>{footer}</p> : null}
      </Card>
    </div>
  );
}

export { styles as authPanelStyles };
