import { createMockDb, type MockDb, type MockDbOptions } from './db';
import { FIXTURE_NOW, fixtureUser, otherUser } from './fixtures';
import {
  LONG_COURSE_ID,
  LONG_DISPLAY_NAME,
  longCourse,
  longTextsDb,
  longTextsUser,
} from './longTexts';

const DAY = 24 * 3_600_000;
const ago = (days: number) => new Date(FIXTURE_NOW.getTime() - days * DAY).toISOString();

/** Ada's handle: her portfolio is at /u/ada-lovelace. */
export const PORTFOLIO_HANDLE = 'ada-lovelace';
/** The longest handle there is (30 characters), the long-texts user's. */
export const LONG_PORTFOLIO_HANDLE = 'maximiliana-internationalisati';

const adaSettings = (portfolioPublic: boolean) => ({
  userEmail: fixtureUser.email,
  handle: PORTFOLIO_HANDLE,
  portfolioPublic,
  jobMatchNotifications: true,
  portfolioName: fixtureUser.displayName,
  portfolioPhoto: fixtureUser.photoURL,
});

/**
 * Ada shows her portfolio: three valid certificates (courses 1, 3 and her Pandas one) and one she
 * revoked (course 7's statistics), which neither the page nor her verified skills count.
 */
export function portfolioDb(options: MockDbOptions = {}): MockDb {
  const db = createMockDb({ accountSettings: [adaSettings(true)], ...options });
  const certificate = (id: string, courseId: string, days: number) => ({
    _id: id,
    userEmail: fixtureUser.email,
    courseId,
    courseTitle: db.courses.find((course) => course._id === courseId)?.title ?? courseId,
    learnerName: fixtureUser.displayName,
    authorName: otherUser.displayName,
    issuedAt: ago(days),
  });
  db.learning.certificates.push(
    certificate('certificate-react', 'course-01', 5),
    certificate('certificate-a11y', 'course-03', 12),
    { ...certificate('certificate-statistics', 'course-07', 40), revokedAt: ago(2) },
  );
  return db;
}

/** Ada shows her portfolio but holds no certificate yet. */
export function emptyPortfolioDb(): MockDb {
  const db = createMockDb({ accountSettings: [adaSettings(true)] });
  db.learning.certificates = db.learning.certificates.filter(
    (c) => c.userEmail !== fixtureUser.email,
  );
  return db;
}

/** Ada chose a handle but keeps her portfolio off: /u/ada-lovelace is the 404 page. */
export function hiddenPortfolioDb(): MockDb {
  return createMockDb({ accountSettings: [adaSettings(false)] });
}

/**
 * The long-texts user shows a portfolio: the longest name, the longest handle, and the long
 * course's certificate, whose skills are 60 characters each.
 */
export function longPortfolioDb(): MockDb {
  const db = longTextsDb();
  db.accountSettings = [
    {
      userEmail: longTextsUser.email,
      handle: LONG_PORTFOLIO_HANDLE,
      portfolioPublic: true,
      jobMatchNotifications: true,
      portfolioName: LONG_DISPLAY_NAME,
    },
  ];
  db.learning.certificates.push({
    _id: 'certificate-long',
    userEmail: longTextsUser.email,
    courseId: LONG_COURSE_ID,
    courseTitle: longCourse.title,
    learnerName: LONG_DISPLAY_NAME,
    authorName: LONG_DISPLAY_NAME,
    issuedAt: ago(1),
  });
  return db;
}
