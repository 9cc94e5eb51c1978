import { createContext, useContext, type ReactNode } from 'react';
import type { ContactDetails, SocialProfiles } from './contact';

export type { ContactDetails, SocialProfiles };

/** Shown where no deployment configured its own (stories, tests). */
export const DEFAULT_CONTACT_DETAILS: ContactDetails = {
  organisation: 'EduGate Learning',
  email: 'hello@edugate.example',
  address: '100 Learning Lane, Suite 200, Springfield, IL 62701, United States',
  // EduGate's own profiles, never the networks' home pages; a deployment sets its own.
  social: {
    facebook: 'https://www.facebook.com/edugate',
    x: 'https://x.com/edugate',
    linkedin: 'https://www.linkedin.com/company/edugate',
  },
};

const ContactDetailsContext = createContext<ContactDetails>(DEFAULT_CONTACT_DETAILS);

/** The app passes its configuration (VITE_CONTACT_*): packages/ui reads no environment. */
export function ContactDetailsProvider({
  value,
  children,
}: {
  value: ContactDetails;
  children: ReactNode;
}) {
  return <ContactDetailsContext.Provider value={value}>{children}</ContactDetailsContext.Provider>;
}

/** Who runs this EduGate, as the app configured it. */
export function useContactDetails(): ContactDetails {
  return useContext(ContactDetailsContext);
}
