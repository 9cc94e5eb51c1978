import { ButtonLink } from '../../components/Button';
import { Inline } from '../../components/Inline';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Markdown } from '../../features/content/components/Markdown';
import { paths } from '../../paths';

export const aboutTexts = {
  title: 'About Us',
  heading: 'About EduGate',
  lead: 'EduGate is an online learning platform where people take courses, share what they know, and find their next job.',
} as const;

const body = `
## What EduGate is

EduGate brings three things together in one place: a **catalogue of courses** in nine categories, from web development and data science to cybersecurity and UI/UX design; **courses written by its own members**, who add and look after them from Manage Courses; and a **job board** where anyone signed in can post a job or apply to one.

## Who it is for

- **Learners** who want to build a skill step by step. You can follow up to three courses at a time, so each gets the attention it needs.
- **People who teach.** Any member can publish a course, keep it up to date, and see it in the catalogue under their name.
- **Employers and teams** looking for people who are learning right now: a job post reaches them where they study.

## How it works

Browsing is open to everyone: the [catalogue](/courses) and the [job board](/jobs) need no account. Create an account with your e-mail, or sign in with Google or GitHub, to enrol in courses, add your own, post jobs and apply to them.
`;

/** /about: what EduGate is and for whom (docs/product.md, Screens and routes). */
export function About() {
  return (
    <PageSection
      title={aboutTexts.heading}
      headingLevel={1}
      width="content"
      description={aboutTexts.lead}
    >
      <PageTitle title={aboutTexts.title} />
      <Markdown source={body} />
      <Inline gap="md">
        <ButtonLink to={paths.courses.href()}>Browse Courses</ButtonLink>
        <ButtonLink to={paths.jobs.href()} variant="outline">
          Find a Job
        </ButtonLink>
      </Inline>
    </PageSection>
  );
}
