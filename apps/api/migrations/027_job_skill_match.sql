-- Jobs for you without reading the jobs (docs/product.md, Jobs for you; ADR 25). Ranking a
-- learner's matches needs, for every open job requiring one of their skills, the number of skills
-- the job requires, its type and when it was posted. Joined from `jobs` and counted per job, that
-- was 25 ms at 10,000 open jobs (apps/api/README.md, Benchmark); kept on each `job_skills` row
-- it is one index read per skill the learner holds.
--
-- Kept by triggers, so every writer (the API, the seed, a bulk load) keeps them exact: a row
-- takes its job's state when inserted; a job's status, type or date, when changed, reaches its
-- rows; each insert or delete of a job's skills recounts that job's rows.
ALTER TABLE job_skills
  ADD COLUMN open boolean NOT NULL DEFAULT true,
  ADD COLUMN job_type text,
  ADD COLUMN posted_at timestamptz,
  ADD COLUMN skill_count smallint NOT NULL DEFAULT 0;

UPDATE job_skills l SET open = j.status = 'open', job_type = j.type, posted_at = j.posted_at,
  skill_count = (SELECT count(*) FROM job_skills n WHERE n.job_id = l.job_id)
FROM jobs j WHERE j.id = l.job_id;

CREATE FUNCTION job_skills_take_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT j.status = 'open', j.type, j.posted_at INTO NEW.open, NEW.job_type, NEW.posted_at
  FROM jobs j WHERE j.id = NEW.job_id;
  RETURN NEW;
END $$;
CREATE TRIGGER job_skills_take_job BEFORE INSERT OR UPDATE OF job_id ON job_skills
  FOR EACH ROW EXECUTE FUNCTION job_skills_take_job();

CREATE FUNCTION job_skills_follow_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_skills SET open = NEW.status = 'open', job_type = NEW.type, posted_at = NEW.posted_at
  WHERE job_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER jobs_to_job_skills AFTER UPDATE OF status, type, posted_at ON jobs
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.posted_at IS DISTINCT FROM NEW.posted_at)
  EXECUTE FUNCTION job_skills_follow_job();

-- One function for both events: PostgreSQL gives a trigger with transition tables one event only.
CREATE FUNCTION job_skills_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_skills l SET skill_count = c.n
  FROM (SELECT n.job_id, count(*)::smallint AS n FROM job_skills n
        WHERE n.job_id IN (SELECT job_id FROM changed) GROUP BY n.job_id) c
  WHERE l.job_id = c.job_id AND l.skill_count <> c.n;
  RETURN NULL;
END $$;
CREATE TRIGGER job_skills_recount_added AFTER INSERT ON job_skills
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_skills_recount();
CREATE TRIGGER job_skills_recount_removed AFTER DELETE ON job_skills
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION job_skills_recount();

-- A learner's matches: the open jobs requiring each of their skills, read from the index alone.
CREATE INDEX job_skills_open_match_idx ON job_skills (skill_id)
  INCLUDE (job_id, skill_count, posted_at, job_type) WHERE open;
