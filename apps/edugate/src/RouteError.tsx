import { Button, ButtonLink } from '@edugate/ui/components/Button';
import { PageTitle } from '@edugate/ui/components/PageTitle';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './RouteError.css';

/** Chromium, Firefox and Safari word a failed dynamic import differently; Vite adds its own. */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

interface ErrorPageProps {
  error: unknown;
  /** False when the shell itself failed: there is no router to follow a link with. */
  inRouter: boolean;
}

/**
 * What a person sees instead of a blank page. A page whose code failed to download (offline, or a
 * new release replaced its chunk) offers a reload, which fetches the current version.
 */
export function ErrorPage({ error, inRouter }: ErrorPageProps) {
  const chunk = isChunkLoadError(error);
  return (
    <div className={styles.root} role="alert">
      <PageTitle title={chunk ? 'Page not loaded' : 'Error'} />
      <h1 className={styles.title}>
        {chunk ? 'This page could not be loaded' : 'Something went wrong'}
      </h1>
      <p className={styles.text}>
        {chunk
          ? 'Check your connection, then reload the page to get the latest version of EduGate.'
          : 'An unexpected error stopped this page. Reloading it usually helps.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        {inRouter ? (
          <ButtonLink to="/" variant="outline">
            Go to Homepage
          </ButtonLink>
        ) : (
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            Go to Homepage
          </Button>
        )}
      </div>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  inRouter: boolean;
  /** When it changes (the path, inside the shell), a shown error is cleared. */
  resetKey?: string;
}

/**
 * Catches what a page throws while rendering, including a page chunk that failed to load. Inside
 * the shell, following any link leaves the error behind (`resetKey`); it is not remounted per
 * path, so the page's Suspense boundary stays and navigations keep the old page until ready.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('EduGate: a page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorPage error={error} inRouter={this.props.inRouter} />;
  }
}
