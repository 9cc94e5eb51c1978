/**
 * Who runs this EduGate and how to reach them: the app fills it from its configuration
 * (VITE_CONTACT_*), so each deployment shows its own organisation (packages/ui reads no
 * environment).
 */
export interface ContactDetails {
  /** The organisation running the site, e.g. 'EduGate Learning'. */
  organisation: string;
  email: string;
  /** The postal address, its lines separated by commas or line breaks. */
  address: string;
  /** The organisation's own profiles, which the footer's 'Follow us' links open. */
  social: SocialProfiles;
}

/** https addresses of the organisation's own pages on the three networks the footer shows. */
export interface SocialProfiles {
  facebook: string;
  x: string;
  linkedin: string;
}

/** Its lines, for an <address> element: '1 Main St, Springfield' -> ['1 Main St', 'Springfield']. */
export function addressLines(address: string): string[] {
  return address
    .split(/\s*[,\n]\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
}
