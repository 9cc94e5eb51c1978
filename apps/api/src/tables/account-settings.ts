// The account_settings table (migrations/024_account_settings.sql): one row per account, written
// the first time a setting changes; no row means every default. The public portfolio
// (docs/product.md, A public portfolio) is read from it by handle.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { conflict, invalid } from '../domain/errors.ts';
import type { Database } from '../db/database.ts';
import {
  CERTIFICATE_COLUMNS,
  certificateSkillsSql,
  toCertificate,
  type CertificateRow,
} from './certificates.ts';
import { verifiedSkills } from './verified-skills.ts';

type AccountSettings = components['schemas']['AccountSettings'];
type AccountSettingsInput = components['schemas']['AccountSettingsInput'];
type Portfolio = components['schemas']['Portfolio'];

/** What nobody has changed yet: the defaults of the table's columns. */
export const DEFAULT_SETTINGS: AccountSettings = {
  handle: null,
  portfolioPublic: false,
  jobMatchNotifications: true,
};

interface SettingsRow {
  handle: string | null;
  portfolio_public: boolean;
  job_match_notifications: boolean;
}

const toSettings = (row: SettingsRow): AccountSettings => ({
  handle: row.handle,
  portfolioPublic: row.portfolio_public,
  jobMatchNotifications: row.job_match_notifications,
});

/** What the portfolio page shows of its owner, copied from their sign-in on every save. */
export interface PortfolioIdentity {
  name: string;
  photoUrl: string | null;
}

/** PostgreSQL's unique_violation, as PGlite reports it too. */
const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505';

export function accountSettingsData(db: Database) {
  return {
    /** The account's settings; every default while it has no row. */
    async get(email: string): Promise<AccountSettings> {
      const [row] = await db.read<SettingsRow>(
        `SELECT handle, portfolio_public, job_match_notifications
           FROM account_settings WHERE user_email = $1`,
        [email],
      );
      return row ? toSettings(row) : { ...DEFAULT_SETTINGS };
    },

    /**
     * Changes the fields given (one left out keeps its value) and copies the owner's name and
     * photo for the portfolio. A write every process hears of (not private): the portfolio is a
     * public page. 400 for a public portfolio without a handle, 409 for a handle another account
     * holds, decided by the unique constraint so two accounts claiming it at once cannot both win.
     */
    async update(
      email: string,
      input: AccountSettingsInput,
      identity: PortfolioIdentity,
    ): Promise<AccountSettings> {
      try {
        return await db.transaction(async (tx) => {
          const [current] = await tx.query<SettingsRow>(
            `SELECT handle, portfolio_public, job_match_notifications
               FROM account_settings WHERE user_email = $1 FOR UPDATE`,
            [email],
          );
          const before = current ? toSettings(current) : DEFAULT_SETTINGS;
          const next: AccountSettings = {
            handle: input.handle === undefined ? before.handle : input.handle,
            portfolioPublic: input.portfolioPublic ?? before.portfolioPublic,
            jobMatchNotifications: input.jobMatchNotifications ?? before.jobMatchNotifications,
          };
          if (next.portfolioPublic && !next.handle) throw invalid(messages.portfolioNeedsHandle);
          const [row] = await tx.query<SettingsRow>(
            `INSERT INTO account_settings AS s (user_email, handle, portfolio_public,
               job_match_notifications, portfolio_name, portfolio_photo, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, now())
             ON CONFLICT (user_email) DO UPDATE SET handle = EXCLUDED.handle,
               portfolio_public = EXCLUDED.portfolio_public,
               job_match_notifications = EXCLUDED.job_match_notifications,
               portfolio_name = EXCLUDED.portfolio_name,
               portfolio_photo = EXCLUDED.portfolio_photo,
               updated_at = now()
             RETURNING handle, portfolio_public, job_match_notifications`,
            [
              email,
              next.handle,
              next.portfolioPublic,
              next.jobMatchNotifications,
              identity.name,
              identity.photoUrl,
            ],
          );
          return toSettings(
            row ?? { handle: null, portfolio_public: false, job_match_notifications: true },
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.handleTaken);
        throw error;
      }
    },

    /**
     * The public portfolio of `handle`, or null when there is none or its owner has not turned it
     * on (the caller answers both with the same 404). Never cached in the read cache: completing a
     * course issues a certificate in a private transaction, which clears no cache, and the page
     * must show it; browsers and CDNs revalidate it by its ETag instead.
     */
    async portfolio(handle: string): Promise<Portfolio | null> {
      const [owner] = await db.read<{
        user_email: string;
        handle: string;
        portfolio_name: string | null;
        portfolio_photo: string | null;
      }>(
        `SELECT user_email, handle, portfolio_name, portfolio_photo FROM account_settings
          WHERE handle = $1 AND portfolio_public`,
        [handle],
      );
      if (!owner) return null;
      const [skills, certificates] = await Promise.all([
        verifiedSkills(db, owner.user_email),
        db.read<CertificateRow>(
          `SELECT ${CERTIFICATE_COLUMNS}, ${certificateSkillsSql('certificates')} FROM certificates
            WHERE user_email = $1 AND revoked_at IS NULL ORDER BY issued_at DESC, id`,
          [owner.user_email],
        ),
      ]);
      const portfolio: Portfolio = {
        handle: owner.handle,
        name: owner.portfolio_name ?? owner.handle,
        verifiedSkills: skills.map((skill) => skill.name),
        certificates: certificates.map(toCertificate),
      };
      if (owner.portfolio_photo) portfolio.photoUrl = owner.portfolio_photo;
      return portfolio;
    },
  };
}

export type AccountSettingsData = ReturnType<typeof accountSettingsData>;
