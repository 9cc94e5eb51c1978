-- Messages on an application (docs/product.md, "Questions and messages"): the job's poster and
-- the applicant write to each other on one application. They go with it: a withdrawn application
-- or a deleted job takes its messages along.
CREATE TABLE application_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  author_email text NOT NULL,
  author_name text NOT NULL,
  from_poster boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- A thread is read in order, one application at a time.
CREATE INDEX application_messages_thread_idx ON application_messages (application_id, created_at, id);

-- What each user wrote in the last hour (questions, answers and messages alike): at most 30 an
-- hour (src/tables/posting-limit.ts). Counted from the database, so every API process counts
-- together; a user's rows are counted and added under a per-user advisory lock, and rows older
-- than an hour go as that user writes again. No change trigger: nothing cached reads it.
CREATE TABLE posting_log (
  user_email text NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX posting_log_user_idx ON posting_log (user_email, posted_at);

-- The other side hears of a message (migrations/013): a new kind, and the application it is on.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN (
    'applicationStatus', 'jobClosed', 'jobDeleted', 'applicationReceived', 'courseDeleted',
    'applicationMessage'
  )
);
ALTER TABLE notifications ADD COLUMN application_id uuid;
