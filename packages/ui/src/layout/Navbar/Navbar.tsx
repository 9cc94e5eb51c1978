import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { logoUrl } from '../../assets';
import { paths } from '../../paths';
import { Button, ButtonLink } from '../../components/Button';
import { ThemeToggle } from '../../components/ThemeToggle';
// Straight from their modules, not the feature's index: the shell's chunk must not pull in the
// feature's queries (TanStack Query loads with the data layer, after the shell; ADR 7).
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { bellLabel } from '../../features/notifications/bellLabel';
import { useUnreadCount } from '../../features/notifications/unreadCount';
import { visuallyHidden } from '../../theme/utilities.css';
import { useSession, type SessionUser } from '../../session';
import * as styles from './Navbar.css';

interface NavItem {
  to: string;
  label: string;
}

/** docs/product.md: always shown. */
export const PUBLIC_LINKS: readonly NavItem[] = [
  { to: paths.home.href(), label: 'Home' },
  { to: paths.jobs.href(), label: 'Jobs' },
  { to: paths.courses.href(), label: 'Courses' },
];

/** docs/product.md: shown only when signed in. */
export const SIGNED_IN_LINKS: readonly NavItem[] = [
  { to: paths.myEnrolledCourses.href(), label: 'My Enrolled Courses' },
  { to: paths.manageCourses.href(), label: 'Manage Courses' },
  { to: paths.addCourse.href(), label: 'Add Course' },
];

function initialsOf(user: SessionUser): string {
  const source = user.displayName || user.email || '?';
  return source
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Closes a popup on Escape (focus back to its toggle) and on a click outside it. */
function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container, toggle]);
}

function ProfileMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = user.displayName || user.email || 'Your account';
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, toggle);

  const logout = async () => {
    try {
      await onSignOut();
      setOpen(false);
    } catch (error) {
      // docs/product.md: a failed logout is only logged, with no message to the user.
      console.error('Logout failed', error);
    }
  };

  return (
    <div
      className={styles.profile}
      ref={container}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          // WCAG 1.4.13: the name shown on hover or focus can be dismissed without moving away.
          if (event.key === 'Escape') setHovered(false);
        }}
      >
        {user.photoURL ? (
          <img className={styles.avatarImage} src={user.photoURL} alt="" />
        ) : (
          // Drawn by CSS from the attribute, not as text: the button's name says whose menu it
          // is, and visible initials that are not part of that name fail WCAG 2.5.3.
          <span
            className={styles.avatarInitials}
            data-initials={initialsOf(user)}
            aria-hidden="true"
          />
        )}
      </button>
      {hovered && !open ? (
        <span className={styles.nameTip} aria-hidden="true" data-testid="avatar-name">
          {name}
        </span>
      ) : null}
      {open ? (
        <div id={menuId} className={styles.profileMenu}>
          <p className={styles.profileName}>{name}</p>
          {user.email ? <p className={styles.profileEmail}>{user.email}</p> : null}
          {/* One column of links, evenly spaced: the groups are landmarks for a screen reader,
              not gaps for the eye. */}
          <div className={styles.profileGroups}>
            {/* The person's own name, photo, password and account. */}
            <nav aria-label="Your account" className={styles.profileLinks}>
              <Link to={paths.profile.href()} className={styles.profileLink} onClick={close}>
                Profile
              </Link>
            </nav>
            {/* docs/product.md, Learning: the learner's certificates. */}
            <nav aria-label="Your learning" className={styles.profileLinks}>
              <Link to={paths.myCertificates.href()} className={styles.profileLink} onClick={close}>
                My Certificates
              </Link>
            </nav>
            {/* docs/product.md, Jobs and Saved jobs: the board's own pages; the main links stay. */}
            <nav aria-label="Your job board" className={styles.profileLinks}>
              <Link to={paths.myJobs.href()} className={styles.profileLink} onClick={close}>
                My Jobs
              </Link>
              <Link to={paths.myApplications.href()} className={styles.profileLink} onClick={close}>
                My Applications
              </Link>
              <Link to={paths.savedJobs.href()} className={styles.profileLink} onClick={close}>
                Saved Jobs
              </Link>
            </nav>
          </div>
          <Button variant="outline" fullWidth onClick={logout}>
            Logout
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export interface NavbarProps {
  /** Accessible name of the main navigation. */
  label?: string;
}

/**
 * The sticky top bar. On large screens the links sit in the bar; below `lg` they collapse into a
 * menu opened by a button (Escape or a link closes it, focus returns to the button).
 */
export function Navbar({ label = 'Main' }: NavbarProps) {
  const { status, user, signOut } = useSession();
  const signedIn = status === 'signedIn' && user !== null;
  const links = signedIn ? [...PUBLIC_LINKS, ...SIGNED_IN_LINKS] : PUBLIC_LINKS;
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, closeMenu, header, menuButton);
  // Below `sm` the Menu button carries the unread count (the bell is in its panel there).
  const unreadId = useId();

  // Following a link from the small-screen menu closes it.
  const renderLinks = () =>
    links.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.to === '/'} className={styles.link} onClick={closeMenu}>
          {item.label}
        </NavLink>
      </li>
    ));

  return (
    <header className={styles.header} ref={header}>
      <div className={styles.bar}>
        <Link to={paths.home.href()} className={styles.brand} aria-label="EduGate home">
          <img src={logoUrl} alt="" width={60} height={60} className={styles.logo} />
          <span>EduGate</span>
        </Link>
        <nav aria-label={label} className={styles.desktopNav}>
          <ul className={styles.desktopLinks}>{renderLinks()}</ul>
        </nav>
        <div className={styles.end}>
          <ThemeToggle />
          {status === 'signedOut' ? (
            <div className={styles.authButtons}>
              <ButtonLink to={paths.login.href()} variant="outline" size="sm">
                Login
              </ButtonLink>
              <ButtonLink to={paths.register.href()} size="sm">
                Register
              </ButtonLink>
            </div>
          ) : null}
          {/* The signed-in user's notifications, named with the unread count. */}
          {signedIn ? <NotificationBell className={styles.barBell} /> : null}
          {signedIn ? <ProfileMenu user={user} onSignOut={signOut} /> : null}
          {/* While the session is checked (a device that had one), the picture's place is kept,
              so the bar does not shift when it arrives. */}
          {status === 'loading' ? <span className={styles.avatarPlaceholder} aria-hidden /> : null}
          <span className={styles.menuToggleWrap}>
            <Button
              ref={menuButton}
              variant="ghost"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              aria-describedby={signedIn ? unreadId : undefined}
              onClick={() => setMenuOpen((value) => !value)}
              icon={<MenuIcon open={menuOpen} />}
            >
              Menu
            </Button>
            {signedIn ? <MenuUnreadCount id={unreadId} /> : null}
          </span>
        </div>
      </div>
      {menuOpen ? (
        <div id={panelId} className={styles.mobilePanel}>
          {/* Below `sm` the bell is here, above docs/product.md's links (the bar has no room for it). */}
          {signedIn ? (
            <div className={styles.menuBellItem}>
              <NotificationBell className={styles.link} withText onNavigate={closeMenu} />
            </div>
          ) : null}
          <nav aria-label={`${label} (menu)`}>
            <ul className={styles.mobileLinks}>{renderLinks()}</ul>
          </nav>
          {status === 'signedOut' ? (
            <div className={styles.mobileAuth}>
              <ButtonLink to={paths.login.href()} variant="outline" fullWidth onClick={closeMenu}>
                Login
              </ButtonLink>
              <ButtonLink to={paths.register.href()} fullWidth onClick={closeMenu}>
                Register
              </ButtonLink>
            </div>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}

/**
 * The unread count on the Menu button (below `sm`) and the button's description. Signed in only.
 */
function MenuUnreadCount({ id }: { id: string }) {
  const unread = useUnreadCount();
  return (
    <>
      {unread > 0 ? (
        <span className={styles.menuCount} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
      <span id={id} className={visuallyHidden}>
        {unread > 0 ? bellLabel(unread) : ''}
      </span>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  const Icon = open ? X : Menu;
  return <Icon size={20} aria-hidden="true" />;
}
