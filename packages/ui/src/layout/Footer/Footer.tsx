import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { logoUrl } from '../../assets';
import {
  useContactDetails,
  type SocialProfiles,
} from '../../features/content/ContactDetailsContext';
import { paths } from '../../paths';
import * as styles from './Footer.css';

export const TAGLINE = 'Unlocking knowledge, empowering futures.';

export const FOOTER_LINKS = [
  { to: paths.home.href(), label: 'Home' },
  { to: paths.courses.href(), label: 'Courses' },
  { to: paths.about.href(), label: 'About Us' },
  { to: paths.blog.href(), label: 'Blog' },
  { to: paths.faq.href(), label: 'FAQ' },
  { to: paths.contact.href(), label: 'Contact' },
] as const;

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

/** The networks the footer links to; each link opens the site's own profile (its configuration). */
export const SOCIAL_NETWORKS: readonly {
  name: string;
  profile: keyof SocialProfiles;
  icon: ReactNode;
}[] = [
  {
    name: 'Facebook',
    profile: 'facebook',
    icon: (
      <svg {...iconProps}>
        <path
          fill="currentColor"
          d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l.5-4H14V8.8c0-.5.3-.8 1-.8z"
        />
      </svg>
    ),
  },
  {
    name: 'X',
    profile: 'x',
    icon: (
      <svg {...iconProps}>
        <path
          fill="currentColor"
          d="M4 3h4.5l4 5.6L17.3 3H20l-6.2 7.2L21 21h-4.5l-4.4-6.1L6.8 21H4l6.8-7.8z"
        />
      </svg>
    ),
  },
  {
    name: 'LinkedIn',
    profile: 'linkedin',
    icon: (
      <svg {...iconProps}>
        <path
          fill="currentColor"
          d="M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-2-3.1s-2.2 1.5-2.2 3V21H10z"
        />
      </svg>
    ),
  },
];

export interface FooterProps {
  /** The copyright year. Defaults to the current year; stories pass a fixed one. */
  year?: number;
}

export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const { social: profiles } = useContactDetails();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>
            <img src={logoUrl} alt="" width={70} className={styles.logo} />
            <span>EduGate</span>
          </p>
          <p className={styles.tagline}>{TAGLINE}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.list}>
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Follow us</h2>
          <ul className={styles.socials}>
            {SOCIAL_NETWORKS.map((social) => (
              <li key={social.name}>
                <a
                  href={profiles[social.profile]}
                  target="_blank"
                  // A new tab must not get a handle on this page, nor learn where it came from.
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`EduGate on ${social.name} (opens in a new tab)`}
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        {/* A page rendered on the server on 31 December may be hydrated in the new year. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {`© ${year} EduGate. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
