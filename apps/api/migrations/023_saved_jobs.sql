-- Saved jobs (docs/product.md, Saved jobs): a signed-in user keeps jobs to come back to, at most
-- 100 (src/tables/saved-jobs.ts counts them under a per-user advisory lock). Keyed by e-mail, as
-- applications are; a deleted job leaves every list it was saved in, and deleting the account
-- deletes its rows (src/tables/accounts.ts). One row per user and job: the primary key decides
-- two saves of the same job at once.
CREATE TABLE saved_jobs (
  user_email text NOT NULL,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_email, job_id)
);
-- The list reads one user's, newest saved first; the cascade from jobs finds a job's rows.
CREATE INDEX saved_jobs_user_idx ON saved_jobs (user_email, saved_at DESC, job_id);
CREATE INDEX saved_jobs_job_idx ON saved_jobs (job_id);
-- No change trigger: only its owner reads it, never through a cached public read.
