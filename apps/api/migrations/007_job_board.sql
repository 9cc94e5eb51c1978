-- The job board's other half (docs/product.md, The job board's two sides): jobs can be closed, show their poster's
-- public name, and their applications carry a status the poster sets.
--
-- posted_by_name: the poster's display name when they posted (never their e-mail); '' for jobs
-- nobody signed in posted (the seed), which show their company instead.
ALTER TABLE jobs
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  ADD COLUMN posted_by_name text NOT NULL DEFAULT '';

-- The public list reads only open jobs, newest first; My Jobs reads one poster's jobs.
CREATE INDEX jobs_open_posted_at_idx ON jobs (posted_at DESC, id) WHERE status = 'open';
CREATE INDEX jobs_posted_by_idx ON jobs (posted_by_email, posted_at DESC);

-- applicant_name: the applicant's display name when they applied ('' when they had none: the
-- poster is shown their e-mail instead).
ALTER TABLE job_applications
  ADD COLUMN status text NOT NULL DEFAULT 'New'
    CHECK (status IN ('New', 'Reviewed', 'Shortlisted', 'Rejected', 'Hired')),
  ADD COLUMN applicant_name text NOT NULL DEFAULT '';

-- My Applications reads one applicant's applications (job_id is covered by the unique index).
CREATE INDEX job_applications_user_idx ON job_applications (user_email, applied_at DESC);
