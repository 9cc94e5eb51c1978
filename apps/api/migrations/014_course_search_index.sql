-- The catalogue's search moves into each API process (ADR 18): an index of every course's words,
-- kept current from here. Each course row carries the transaction that last wrote it, and a
-- deleted course leaves its id behind, so a process reads exactly what changed
-- since it last looked (src/search/course-index-sync.ts) instead of every course.
--
-- A transaction id, not a sequence: a sequence's numbers are taken in one order and committed in
-- another, so a reader that has seen number 11 could miss a slower 10 for ever. A reader instead
-- keeps its snapshot's xmin (the oldest transaction still running) and reads from there next time.
ALTER TABLE courses ADD COLUMN search_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX courses_search_xid_idx ON courses (search_xid);

CREATE FUNCTION edugate_course_search_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
-- Any column: the process keeps the rows of pages it served too (a course's seats, image or
-- author's name are on the page).
CREATE TRIGGER courses_search_xid BEFORE UPDATE ON courses
  FOR EACH ROW EXECUTE FUNCTION edugate_course_search_xid();

-- Course ids are UUIDs, never reused: a row here only says "drop it from the index". Rows are few
-- (a course is rarely deleted) and kept, so a process that has not searched for a long time still
-- learns of every deletion.
CREATE TABLE course_deletions (
  id uuid NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX course_deletions_xid_idx ON course_deletions (xid);

CREATE FUNCTION edugate_course_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_deletions (id) SELECT id FROM old_rows;
  RETURN NULL;
END
$$;
CREATE TRIGGER courses_deleted AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION edugate_course_deleted();

-- What the in-process index replaces: the courses' full-text vector and vocabulary
-- (migrations/012; the job board keeps its own) and the trigram indexes of migrations/002.
DROP TRIGGER courses_search_words_inserted ON courses;
DROP TRIGGER courses_search_words_updated ON courses;
DELETE FROM search_words WHERE source = 'courses';
ALTER TABLE courses DROP COLUMN search_vector;
DROP INDEX IF EXISTS courses_title_trgm_idx;
DROP INDEX IF EXISTS courses_description_trgm_idx;
