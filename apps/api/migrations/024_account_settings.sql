-- A person's settings kept by EduGate (docs/product.md, Skills): the identity provider holds the
-- name, e-mail and photo; what only EduGate needs lives here, one row per account, written the
-- first time a setting changes (no row: every default).
--
-- `handle` names the public portfolio page, /u/{handle}: 3 to 30 of a-z, 0-9 and '-', unique.
-- `portfolio_public` shows that page (off by default; while off it is the 404 page).
-- `portfolio_name` and `portfolio_photo` are the name and photo the page shows, copied from the
-- identity provider's token each time the settings are saved (the page is public, so it cannot
-- ask the provider).
-- `job_match_notifications`: 'Tell me about jobs that match my skills', on by default.
CREATE TABLE account_settings (
  user_email text PRIMARY KEY,
  handle text UNIQUE CHECK (handle ~ '^[a-z0-9-]{3,30}$'),
  portfolio_public boolean NOT NULL DEFAULT false,
  portfolio_name text,
  portfolio_photo text,
  job_match_notifications boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A learner's verified skills start from their certificates that are not revoked, and a course's
-- skills from the course: both have their index (certificates_learner_idx, course_skills's key).
