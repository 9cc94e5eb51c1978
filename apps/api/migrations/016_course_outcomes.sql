-- What a course teaches, in its author's words: up to six outcomes of 1 to 120 characters each
-- (openapi.yaml's CourseInput checks each one; the count is also held here). Existing courses
-- have none, so course detail shows the product's four general points for them until their
-- author writes some.
ALTER TABLE courses ADD COLUMN outcomes text[] NOT NULL DEFAULT '{}'
  CHECK (cardinality(outcomes) <= 6);
