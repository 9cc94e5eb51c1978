import type { ApplicationStatus, Job } from '../types';
import {
  createMockDb,
  type MockApplicationSeed,
  type MockAttachedCertificate,
  type MockDb,
} from './db';
import { FIXTURE_NOW, fixtureCourses, fixtureJobs, fixtureUser, otherUser } from './fixtures';
import { fixtureCertificates, type MockCertificate } from './learning/fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(FIXTURE_NOW.getTime() - ms).toISOString();

/** Ada's open job with two applicants (long cover letters): the applications page's subject. */
export const POSTED_JOB_ID = 'job-ada-01';
/** Ada's open job nobody has applied to yet. */
export const UNANSWERED_JOB_ID = 'job-ada-02';
/** Ada's closed job with one applicant. */
export const CLOSED_JOB_ID = 'job-ada-03';

const adaJob = (
  _id: string,
  title: string,
  type: Job['type'],
  daysAgo: number,
  status: Job['status'],
): Job => ({
  _id,
  title,
  company: 'Lovelace Analytics',
  location: 'London, UK',
  salary: 'GBP 30 / hour',
  type,
  description: `Lovelace Analytics is looking for a ${title.toLowerCase()}.\n\nYou will work with our small team of analysts.`,
  requirements: ['Clear written English'],
  benefits: ['Flexible hours'],
  postedAt: ago(daysAgo * DAY + 2 * HOUR),
  status,
  postedBy: fixtureUser.displayName,
  skills: ['SQL', 'Data visualisation'],
});

/** The jobs Ada posted, newest first, one closed. */
export const postedJobs: Job[] = [
  adaJob(POSTED_JOB_ID, 'Frontend Mentor', 'Part-time', 1, 'open'),
  adaJob(UNANSWERED_JOB_ID, 'Course Content Writer', 'Contract', 3, 'open'),
  adaJob(CLOSED_JOB_ID, 'Summer Data Intern', 'Internship', 20, 'closed'),
];

const coverLetter = (name: string) =>
  `Dear Ada,\nI am ${name}, and I have mentored learners at two bootcamps over the last three years.\nI would love to help your students ship their first React apps.\n\nI can start in April and work two evenings a week. My portfolio has the talks I gave and the projects my mentees built.\n\nBest regards,\n${name}`;

/**
 * What Alan attached to his application to Ada's first job (docs/product.md, Applying with
 * certificates): a certificate teaching SQL, verified, and one teaching data visualisation that he
 * has revoked since. Ada's job requires both skills: he holds 1 of 2.
 */
export const alanCertificates: MockAttachedCertificate[] = [
  {
    _id: 'certificate-alan-sql',
    courseTitle: 'SQL for Analysts',
    issuedAt: ago(40 * DAY),
    status: 'verified',
    skills: ['SQL', 'Data modelling'],
  },
  {
    _id: 'certificate-alan-charts',
    courseTitle: 'Charts that Speak',
    issuedAt: ago(32 * DAY),
    status: 'revoked',
    revokedAt: ago(3 * HOUR),
    skills: ['Data visualisation'],
  },
];

/** Applications to Ada's jobs from others, and Ada's own, one in each status. */
const applicationSeeds: MockApplicationSeed[] = [
  {
    _id: 'application-received-1',
    jobId: POSTED_JOB_ID,
    userEmail: otherUser.email,
    name: otherUser.displayName,
    resumeUrl: 'https://example.com/grace-hopper-cv.pdf',
    coverLetter: coverLetter(otherUser.displayName),
    status: 'New',
    appliedAt: ago(6 * HOUR),
  },
  {
    _id: 'application-received-2',
    jobId: POSTED_JOB_ID,
    userEmail: 'alan@example.com',
    name: 'Alan Turing',
    resumeUrl: 'https://example.com/alan-turing-resume.pdf',
    coverLetter: coverLetter('Alan Turing'),
    status: 'Reviewed',
    appliedAt: ago(20 * HOUR),
    certificates: alanCertificates,
  },
  {
    _id: 'application-received-3',
    jobId: CLOSED_JOB_ID,
    userEmail: 'katherine@example.com',
    name: 'Katherine Johnson',
    resumeUrl: 'https://example.com/katherine-johnson.pdf',
    coverLetter: '',
    status: 'Hired',
    appliedAt: ago(15 * DAY),
  },
  ...(['New', 'Reviewed', 'Shortlisted', 'Rejected', 'Hired'] as const).map(
    (status: ApplicationStatus, index): MockApplicationSeed => {
      const job = fixtureJobs[index * 2];
      return {
        _id: `application-sent-${index + 1}`,
        jobId: job?._id ?? 'job-01',
        userEmail: fixtureUser.email,
        name: fixtureUser.displayName,
        resumeUrl: 'https://example.com/ada-lovelace-cv.pdf',
        coverLetter: 'I would love to join your team.',
        status,
        appliedAt: ago((index + 1) * DAY),
      };
    },
  ),
];

/**
 * The job board seen by Ada with both halves in use: the fixture jobs plus three she posted (one
 * closed), applications to hers from others, and hers to five fixture jobs, one in each status.
 */
export function jobBoardDb(): MockDb {
  return adaBoardWith(applicationSeeds);
}

/** The fixture jobs plus Ada's three, with these applications. */
function adaBoardWith(applications: MockApplicationSeed[]): MockDb {
  return createMockDb({
    jobs: [...postedJobs, ...fixtureJobs],
    jobPosters: Object.fromEntries(postedJobs.map((job) => [job._id, fixtureUser.email])),
    applications,
  });
}

/** Ada's certificate of course 7, revoked since she attached it to an application. */
const adaRevokedCertificate: MockCertificate = {
  _id: 'certificate-ada-statistics',
  userEmail: fixtureUser.email,
  courseId: 'course-07',
  courseTitle: fixtureCourses.find((course) => course._id === 'course-07')?.title ?? 'Statistics',
  learnerName: fixtureUser.displayName,
  authorName: otherUser.displayName,
  issuedAt: ago(30 * DAY),
  revokedAt: ago(2 * HOUR),
};

/** A certificate of the learning state as it was attached: the poster's view of it then. */
const attachedAs = (certificate: MockCertificate): MockAttachedCertificate => ({
  _id: certificate._id,
  courseTitle: certificate.courseTitle,
  issuedAt: certificate.issuedAt,
  status: certificate.revokedAt ? 'revoked' : 'verified',
  ...(certificate.revokedAt ? { revokedAt: certificate.revokedAt } : {}),
  skills: [],
});

/**
 * What Ada attached to her newest application (docs/product.md, Applying with certificates): her
 * certificate of the learning fixtures (one), still valid, then one she has revoked since.
 */
export const adaAttachedCertificates: MockAttachedCertificate[] = [
  ...fixtureCertificates.filter((c) => c.userEmail === fixtureUser.email).map(attachedAs),
  attachedAs(adaRevokedCertificate),
];

/** `jobBoardDb` with Ada's newest application carrying `adaAttachedCertificates`. */
export function adaAttachedCertificatesDb(): MockDb {
  const db = adaBoardWith(
    applicationSeeds.map((seed) =>
      seed._id === 'application-sent-1' ? { ...seed, certificates: adaAttachedCertificates } : seed,
    ),
  );
  db.learning.certificates.push(structuredClone(adaRevokedCertificate));
  return db;
}

/**
 * An applicant with a long address and a long letter that opens as letters do, a greeting and a
 * blank line: what the applications page's preview and its wrapping are checked against.
 */
export const longLetterApplicant = {
  name: 'Lena Schmidt-Weissenberger',
  email: 'lena.schmidt-weissenberger@recruiting.example.com',
  coverLetter: [
    'Dear Ada,',
    '',
    'I have taught web development to adults for six years, first at a community college and then in a bootcamp of my own, and the mentoring your students ask for is the part of the work I enjoy most.',
    '',
    'Most of my learners come to programming late, from nursing, logistics or retail. I know how it feels to be stuck on a bug at eleven at night, and I answer questions in writing, with the why and not only the fix.',
    '',
    'I can start in April and give you two evenings a week; my portfolio links the courses I wrote.',
    '',
    'Kind regards,',
    'Lena',
  ].join('\n'),
};

/** Course titles as long as authors write them, on the certificates Alan attached. */
export const longCertificateTitles = [
  'Relational Databases and Advanced SQL for Analysts, Accountants and Other Spreadsheet Refugees',
  'Charts that Speak: Data Visualisation for Reports, Dashboards and Board-Meeting Presentations',
];

/** `jobBoardDb` with Alan's certificates' courses titled at length: wrapping at 375 px. */
export function longCertificateTitlesDb(): MockDb {
  return adaBoardWith(
    applicationSeeds.map((seed) =>
      seed.certificates
        ? {
            ...seed,
            certificates: seed.certificates.map((certificate, index) => ({
              ...certificate,
              courseTitle: longCertificateTitles[index] ?? certificate.courseTitle,
            })),
          }
        : seed,
    ),
  );
}

/** Ada's job board with one applicant to her first job: `longLetterApplicant`. */
export function longLetterDb(): MockDb {
  return adaBoardWith([
    {
      _id: 'application-long-letter',
      jobId: POSTED_JOB_ID,
      userEmail: longLetterApplicant.email,
      name: longLetterApplicant.name,
      resumeUrl: 'https://example.com/lena-cv.pdf',
      coverLetter: longLetterApplicant.coverLetter,
      status: 'New',
      appliedAt: ago(2 * HOUR),
    },
  ]);
}
