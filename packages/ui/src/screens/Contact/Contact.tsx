import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { addressLines, useContactDetails, type ContactDetails } from '../../features/content';
import { paths } from '../../paths';
import { Link } from 'react-router-dom';
import * as styles from './Contact.css';

export const contactTexts = {
  title: 'Contact',
  heading: 'Contact Us',
  lead: 'Questions about a course, your account or a job post? Write to us: the team that runs EduGate reads every message.',
  email: 'E-mail',
  address: 'Postal address',
} as const;

export interface ContactProps {
  /**
   * Who runs this EduGate; by default what the app configured (VITE_CONTACT_*, given through
   * ContactDetailsProvider, since the route cannot see the app's configuration); their social profiles are the footer's.
   */
  details?: Omit<ContactDetails, 'social'>;
}

/** /contact: the e-mail and address of the organisation running the site. */
export function Contact({ details: given }: ContactProps) {
  const configured = useContactDetails();
  const details = given ?? configured;
  return (
    <PageSection
      title={contactTexts.heading}
      headingLevel={1}
      width="content"
      description={contactTexts.lead}
    >
      <PageTitle title={contactTexts.title} />
      <address className={styles.card}>
        <p className={styles.organisation}>{details.organisation}</p>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt className={styles.term}>{contactTexts.email}</dt>
            <dd className={styles.value}>
              <a href={`mailto:${details.email}`} className={styles.link}>
                {details.email}
              </a>
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{contactTexts.address}</dt>
            <dd className={styles.value}>
              {addressLines(details.address).map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </address>
      <p className={styles.hint}>
        Many answers are already in the <Link to={paths.faq.href()}>FAQ</Link>.
      </p>
    </PageSection>
  );
}
