-- Catalogue reads that do not grow with the catalogue (see README "Catalogue at scale").
--
-- Category filter: the lower-cased category as a stored column, so a category's count can be an
-- index-only scan (PostgreSQL never answers from an expression index alone), and an index per sort
-- order after it, with the id tiebreaker, so a category page at any offset is read in order.
ALTER TABLE courses ADD COLUMN category_key text GENERATED ALWAYS AS (lower(category)) STORED;
CREATE INDEX courses_category_added_at_idx ON courses (category_key, added_at DESC, id);
CREATE INDEX courses_category_enrollments_idx ON courses (category_key, enrollments DESC, id);
CREATE INDEX courses_category_rating_idx ON courses (category_key, rating DESC, id);

-- Search (`title ILIKE '%q%' OR description ILIKE '%q%'`): trigram GIN indexes. pg_trgm ships
-- with PostgreSQL (a trusted extension since 13) and with PGlite (loaded in src/db/pglite.ts).
-- The extension lives in public, not in this server's schema, so dropping one schema (the tests
-- make one per file) never drops it under another; the operator class is named with the schema
-- the extension actually lives in. Without pg_trgm, search still works, by scanning.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE EXTENSION pg_trgm WITH SCHEMA public;
    END IF;
    SELECT n.nspname INTO trgm_schema
      FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm';
    EXECUTE format('CREATE INDEX courses_title_trgm_idx ON courses USING gin (title %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX courses_description_trgm_idx ON courses USING gin (description %I.gin_trgm_ops)', trgm_schema);
  ELSE
    RAISE NOTICE 'pg_trgm is not available: catalogue search will scan the courses table';
  END IF;
END
$$;

-- Every committed change to these tables tells the other server processes on this database to
-- drop their read caches (src/db/change-listener.ts). NOTIFY is delivered at commit, and never for
-- a rolled-back transaction. The payload names the schema, so servers in other schemas of the
-- same database can ignore it.
CREATE FUNCTION edugate_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('edugate_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
CREATE TRIGGER enrollments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
CREATE TRIGGER jobs_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
CREATE TRIGGER job_applications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_applications
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
