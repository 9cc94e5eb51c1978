import type { HttpHandler } from 'msw';
import { HANDLE_LIMITS } from '../../constants';
import { messages } from '../../messages';
import type { AccountSettings, Portfolio } from '../../types';
import { nameOf, type MockAccountSettings, type MockDb } from '../db';
import { certificateView } from '../learning/state';
import { error, http, signedIn } from './http';

const DEFAULTS: AccountSettings = {
  handle: null,
  portfolioPublic: false,
  jobMatchNotifications: true,
};

const HANDLE = new RegExp(HANDLE_LIMITS.pattern);

/** The server's contract check of a handle, worded alike; null when it is fine. */
export function handleProblem(handle: unknown): string | null {
  if (handle === null) return null;
  if (typeof handle !== 'string') return 'Handle must be a string.';
  if (handle.length > HANDLE_LIMITS.max) return messages.handleTooLong;
  if (handle.length < HANDLE_LIMITS.min) return messages.handleTooShort;
  if (!HANDLE.test(handle)) return messages.handleFormat;
  return null;
}

/**
 * A learner's verified skills (the skills of the existing courses they hold an unrevoked
 * certificate for), alphabetically ignoring case, as the server's verifiedSkills().
 */
export function mockVerifiedSkills(db: MockDb, email: string): string[] {
  const courseIds = new Set(
    db.learning.certificates
      .filter((c) => c.userEmail === email && !c.revokedAt && c.courseId)
      .map((c) => c.courseId),
  );
  const byKey = new Map<string, string>();
  for (const course of db.courses) {
    if (!courseIds.has(course._id)) continue;
    for (const skill of course.skills) byKey.set(skill.toLowerCase(), skill);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, s]) => s);
}

const view = (row: MockAccountSettings | undefined): AccountSettings =>
  row
    ? {
        handle: row.handle,
        portfolioPublic: row.portfolioPublic,
        jobMatchNotifications: row.jobMatchNotifications,
      }
    : { ...DEFAULTS };

/**
 * GET /skills/verified, GET and PUT /account/settings and GET /portfolios/{handle}
 * (docs/product.md, A public portfolio), as the reference server answers them.
 */
export function portfolioHandlers(db: MockDb): HttpHandler[] {
  const own = () => db.accountSettings.find((s) => s.userEmail === db.user.email);
  return [
    http.get('/skills/verified', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      return response(200).json(mockVerifiedSkills(db, db.user.email));
    }),

    http.get('/account/settings', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      return response(200).json(view(own()));
    }),

    http.put('/account/settings', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const body = await request.json();
      const problem = body.handle === undefined ? null : handleProblem(body.handle);
      if (problem) return error(400, problem);
      const before = view(own());
      const next: AccountSettings = {
        handle: body.handle === undefined ? before.handle : body.handle,
        portfolioPublic: body.portfolioPublic ?? before.portfolioPublic,
        jobMatchNotifications: body.jobMatchNotifications ?? before.jobMatchNotifications,
      };
      if (next.portfolioPublic && !next.handle) return error(400, messages.portfolioNeedsHandle);
      if (
        next.handle &&
        db.accountSettings.some((s) => s.handle === next.handle && s.userEmail !== db.user.email)
      ) {
        return error(409, messages.handleTaken);
      }
      const row: MockAccountSettings = {
        userEmail: db.user.email,
        ...next,
        // Copied from the sign-in on every save, as the server copies the token's claims.
        portfolioName: nameOf(db, db.user.email),
        portfolioPhoto: db.user.photoURL,
      };
      db.accountSettings = [
        ...db.accountSettings.filter((s) => s.userEmail !== db.user.email),
        row,
      ];
      return response(200).json(next);
    }),

    http.get('/portfolios/{handle}', ({ params, response }) => {
      const row = db.accountSettings.find((s) => s.handle === params.handle && s.portfolioPublic);
      // An unknown handle and a portfolio turned off answer alike.
      if (!row?.handle) return error(404, messages.portfolioNotFound);
      const portfolio: Portfolio = {
        handle: row.handle,
        name: row.portfolioName,
        verifiedSkills: mockVerifiedSkills(db, row.userEmail),
        certificates: db.learning.certificates
          .filter((c) => c.userEmail === row.userEmail && !c.revokedAt)
          .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
          .map((certificate) => certificateView(certificate, db.courses)),
      };
      if (row.portfolioPhoto) portfolio.photoUrl = row.portfolioPhoto;
      return response(200).json(portfolio);
    }),
  ];
}
