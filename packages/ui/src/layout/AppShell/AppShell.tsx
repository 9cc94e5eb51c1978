import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../Footer';
import { Navbar } from '../Navbar';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The page; without it the shell renders the matched child route. */
  children?: ReactNode;
  /** Footer copyright year (fixed in stories). */
  year?: number;
}

/** Navbar, the page and the footer, with a skip link for keyboard users. */
export function AppShell({ children, year }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <Navbar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer year={year} />
    </div>
  );
}
