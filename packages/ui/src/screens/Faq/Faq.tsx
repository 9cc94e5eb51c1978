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
 * are the API's rules, a rating is the average of its learners' reviews (docs/product.md), and the
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
    question: 'How do lessons work?',
    answer:
      "A course's **Course content** lists its sections and their lessons, with each lesson's kind (article, video or quiz) and minutes, and adds them up ('12 lessons · 2 h 5 min'). Enrol to open every lesson; one marked **Preview** opens for anyone signed in. On a lesson, press **Mark as complete** when you have read an article or watched a video (press again to undo), and move on with **Next lesson**. Your progress is the share of the course's lessons you have completed; **Continue learning** on the course page and **Continue** in **My Enrolled Courses** take you back to where you left off. If you unenrol and come back later, your progress is still there.",
  },
  {
    question: 'How do quizzes work?',
    answer:
      "A quiz asks a few questions, each with one right answer. Answer every question, then press **Submit answers**: EduGate grades them and tells you your score, whether you passed (the course's author sets the pass mark, 70% unless they chose otherwise), and, for each question, whether you were right and which answer is. Press **Retake quiz** to try again as often as you like. Passing a quiz completes its lesson; there is nothing to mark by hand.",
  },
  {
    question: 'How do I get a certificate?',
    answer:
      'Complete every lesson of a course, passing each of its quizzes. When you complete the last one, EduGate says **Course completed!** and issues your certificate of completion, once per course. It has its own public page that anyone with the link can open, so you can share it, and a **Print certificate** button; **My Certificates** in the account menu lists all of yours. If the author adds lessons later, your progress goes down, but the certificate stays yours.',
  },
  {
    question: "How do I build my course's curriculum?",
    answer:
      "In **Manage Courses**, press **Curriculum** on your course. **Add section** creates a section; **Add lesson** in a section asks for the lesson's title, its type (Article, Video or Quiz), its estimated minutes and whether it is a **Preview**, then its content: an article in Markdown, a video as the https address of an MP4 or WebM file (with WebVTT captions if you have them), or a quiz's questions, each with two to six options and the right one chosen. Drag a lesson or section by its handle to reorder, or use **Move up** and **Move down**. Deleting a section or lesson deletes your learners' progress in it, so EduGate asks first. **Insights**, beside **Curriculum**, shows how many learners enrolled each week and how far they get.",
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
      'Yes. On the Login and Register pages, **Continue with Google** and **Continue with Github** sign you in with that account; the first time, they create your EduGate account too. If your GitHub e-mail already belongs to an account made with another sign-in method, use that method instead. On a local copy of EduGate that runs with the sign-in emulator, the buttons open an account chooser instead of Google or GitHub: pick one of the example authors it lists or type a name and an e-mail.',
  },
  {
    question: 'Can I publish my own course?',
    answer:
      "Yes. Choose **Add Course** from the menu once you are signed in, and describe the course, including up to six points under **What learners will learn**; its page shows them as **What You'll Learn**. EduGate lists a course under its author's name, never an e-mail address, so if your account has no name yet, set it on your **Profile** first. Your courses are listed in **Manage Courses**, where you can edit or delete them and build their curriculum; nobody else can.",
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
