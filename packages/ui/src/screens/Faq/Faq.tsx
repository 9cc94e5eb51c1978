import { MAX_ENROLLMENTS } from '@edugate/api-client';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { Markdown } from '../../features/content/components/Markdown';
import * as styles from './Faq.css';

export const faqTexts = {
  title: 'FAQ',
  heading: 'Frequently Asked Questions',
  lead: 'How EduGate works, in short answers. Select a question to read its answer.',
} as const;

/**
 * The questions and their answers, true of this product as it is: the enrolment limit and seats
 * are the API's rules, a rating is the average of its learners' reviews (SPEC-BEYOND.md), and the
 * Google and GitHub buttons behave as the session adapter makes them.
 */
export const FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How many courses can I take at the same time?',
    answer: `Up to ${MAX_ENROLLMENTS}. You can be enrolled in at most ${MAX_ENROLLMENTS} courses at once; with ${MAX_ENROLLMENTS}, the button on any other course reads **Enrollment Limit Reached**. To start a new one, remove a course from **My Enrolled Courses** first. You can enrol in it again later.`,
  },
  {
    question: 'What does "No seats available for this course" mean?',
    answer:
      'Every course has a fixed number of seats, and its page shows how many are left. When every seat is taken the course is full and nobody else can enrol. A seat comes free as soon as one of its learners unenrols, so it is worth looking again later.',
  },
  {
    question: 'Where do the course ratings come from?',
    answer:
      "From learners: anyone who is or was enrolled in a course can rate it from 1 to 5 stars, once, and change or delete that review later (a course's author can't rate their own). A course's rating is the average of its reviews, and a course nobody has rated yet shows 'No ratings yet'. **Highest Rated** sorts by that average, then by how many ratings it has.",
  },
  {
    question: 'Do I need an account?',
    answer:
      'Not to look around: the [catalogue](/courses) and the [job board](/jobs) are open to everyone. You need to sign in to open a course page, enrol, add or manage your own courses, post a job or apply to one.',
  },
  {
    question: 'How do I post a job?',
    answer:
      'Sign in, open [Jobs](/jobs) and press **Post a Job**. Give the job title, company, location, salary, job type and description; requirements and benefits, one per line, are optional.',
  },
  {
    question: 'How do I apply to a job?',
    answer:
      'Sign in and press **Apply Now** on the job. Give a link to your resume and, if you like, a cover letter, then press **Submit Application**. You can apply to each job once.',
  },
  {
    question: 'Can I sign in with Google or GitHub?',
    answer:
      'Yes. On the Login and Register pages, **Continue with Google** and **Continue with Github** sign you in with that account; the first time, they create your EduGate account too. If your GitHub e-mail already belongs to an account made with another sign-in method, use that method instead. On a local copy of EduGate that runs with the sign-in emulator, the buttons open an account chooser instead of Google or GitHub: pick a demo account or type a name and an e-mail.',
  },
  {
    question: 'Can I publish my own course?',
    answer:
      'Yes. Choose **Add Course** from the menu once you are signed in. Your courses are listed in **Manage Courses**, where you can edit or delete them; nobody else can.',
  },
];

/** /faq: one disclosure per question (details/summary: keyboard and screen readers for free). */
export function Faq() {
  return (
    <PageSection
      title={faqTexts.heading}
      headingLevel={1}
      width="content"
      description={faqTexts.lead}
    >
      <PageTitle title={faqTexts.title} />
      <div className={styles.list}>
        {FAQS.map(({ question, answer }) => (
          <details key={question} className={styles.item}>
            <summary className={styles.question}>{question}</summary>
            <div className={styles.answer}>
              <Markdown source={answer} />
            </div>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
