/**
 * One seeded exchange on the job board (docs/product.md, Questions and messages): a seeded
 * instructor posts a job, a seeded learner applies, and the two write to each other on the
 * application, so signing in as either shows a thread on the applications page or on My
 * Applications.
 */
import type { Queryable } from '../db/database.ts';
import { insertJobRecord } from '../tables/jobs.ts';
import { defined } from '../util/defined.ts';
import type { SeedLearner } from './people.ts';
import { SEED_INSTRUCTORS } from './seed-data.ts';

const HOUR = 3_600_000;

/** The job, posted by Grace Hopper (a seeded author who can sign in) five days before the seed. */
export const CONVERSATION_JOB = {
  title: 'Teaching Assistant, JavaScript from Zero',
  company: 'EduGate',
  location: 'Remote (Europe)',
  salary: 'EUR 28 / hour',
  type: 'Part-time',
  description:
    'Help the learners of JavaScript from Zero with their questions and exercises, two evenings a week.\n\nYou will answer questions under the lessons and review the exercises learners share.',
  requirements: ['Confident with modern JavaScript', 'Clear written English'],
  benefits: ['Flexible hours', 'Free access to every EduGate course'],
  postedHoursAgo: 120,
} as const;

/** The exchange in the order written, each some hours after the application (sent 100 h ago). */
export const CONVERSATION_MESSAGES = [
  {
    fromPoster: true,
    hoursAgo: 80,
    body: 'Hello, thank you for applying. Which evenings could you be online for the learners?',
  },
  {
    fromPoster: false,
    hoursAgo: 76,
    body: 'Hello Grace, Tuesdays and Thursdays from 6 to 9 pm (CET) work well for me.',
  },
  {
    fromPoster: true,
    hoursAgo: 50,
    body: 'That fits. Could you send me two answers you have written to beginners, so I can see your tone?',
  },
  {
    fromPoster: false,
    hoursAgo: 47,
    body: 'Of course: I have added two links to my resume, one on closures and one on array methods.',
  },
] as const;

const APPLIED_HOURS_AGO = 100;

/** Inserts the job, the application and its messages; `applicant` is a seeded learner. */
export async function insertConversation(
  tx: Queryable,
  now: Date,
  applicant: SeedLearner,
): Promise<void> {
  const poster = SEED_INSTRUCTORS[1];
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const job = CONVERSATION_JOB;
  const jobId = await insertJobRecord(tx, {
    ...job,
    postedAt: at(job.postedHoursAgo),
    postedBy: { email: poster.email, name: poster.name },
  });
  const [application] = await tx.query<{ id: string }>(
    `INSERT INTO job_applications (job_id, user_email, applicant_name, resume_url, cover_letter,
       applied_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'Reviewed') RETURNING id`,
    [
      jobId,
      applicant.email,
      applicant.name,
      'https://example.com/resume.pdf',
      'I finished JavaScript from Zero last spring and have helped friends learn since.',
      at(APPLIED_HOURS_AGO),
    ],
  );
  const applicationId = defined(application, 'seeded conversation application').id;
  await insertConversationNotifications(tx, {
    jobId,
    applicationId,
    poster,
    applicant,
    at,
  });
  for (const message of CONVERSATION_MESSAGES) {
    await tx.query(
      `INSERT INTO application_messages (application_id, author_email, author_name, from_poster,
         body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        applicationId,
        message.fromPoster ? poster.email : applicant.email,
        message.fromPoster ? poster.name : applicant.name,
        message.fromPoster,
        message.body,
        at(message.hoursAgo),
      ],
    );
  }
}

/** When Grace marked the application Reviewed: after it came in, before her first message. */
const REVIEWED_HOURS_AGO = 82;

/**
 * What the product told each side as the exchange happened (the notifications the calls write):
 * the application to Grace, its 'Reviewed' to the applicant, each message to the other side. All
 * read but the newest, the applicant's last reply, which waits for Grace.
 */
async function insertConversationNotifications(
  tx: Queryable,
  ids: {
    jobId: string;
    applicationId: string;
    poster: { email: string; name: string };
    applicant: SeedLearner;
    at: (hoursAgo: number) => string;
  },
): Promise<void> {
  const { jobId, applicationId, poster, applicant, at } = ids;
  const job = CONVERSATION_JOB;
  const rows: { to: string; kind: string; hoursAgo: number; actor?: string; status?: string }[] = [
    {
      to: poster.email,
      kind: 'applicationReceived',
      hoursAgo: APPLIED_HOURS_AGO,
      actor: applicant.name,
    },
    {
      to: applicant.email,
      kind: 'applicationStatus',
      hoursAgo: REVIEWED_HOURS_AGO,
      status: 'Reviewed',
    },
    ...CONVERSATION_MESSAGES.map((message) => ({
      to: message.fromPoster ? applicant.email : poster.email,
      kind: 'applicationMessage',
      hoursAgo: message.hoursAgo,
      actor: message.fromPoster ? poster.name : applicant.name,
    })),
  ];
  const newest = Math.min(...rows.map((row) => row.hoursAgo));
  for (const row of rows) {
    const read = row.hoursAgo === newest ? null : at(row.hoursAgo - 1);
    await tx.query(
      `INSERT INTO notifications (user_email, kind, subject, company, job_id, application_id,
         actor, status, created_at, seen_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [
        row.to,
        row.kind,
        job.title,
        job.company,
        jobId,
        row.kind === 'applicationReceived' || row.kind === 'applicationStatus'
          ? null
          : applicationId,
        row.actor ?? null,
        row.status ?? null,
        at(row.hoursAgo),
        read,
      ],
    );
  }
}
