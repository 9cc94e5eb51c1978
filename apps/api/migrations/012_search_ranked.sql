-- Ranked, forgiving search over the whole catalogue and job board (ADR 16).
--
-- Each course's and job's words as a tsvector, stored and GIN-indexed: a word of any length (so
-- 'AI', 'Go' and 'R' search every course, not a window), a prefix ('reac:*') and a weight per field
-- (A title, B category, C description; jobs: A title, B company and location) for the ranking.
-- Punctuation is a separator on both sides ('UI/UX' is 'ui' and 'ux'; src/tables/search-terms.ts
-- splits a term the same way), and the 'simple' configuration keeps words as written (no stemming
-- of 'React' or of names).
ALTER TABLE courses ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', regexp_replace(title, '[^[:alnum:]]+', ' ', 'g')), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(category, '[^[:alnum:]]+', ' ', 'g')), 'B') ||
  setweight(to_tsvector('simple', regexp_replace(description, '[^[:alnum:]]+', ' ', 'g')), 'C')
) STORED;
CREATE INDEX courses_search_vector_idx ON courses USING gin (search_vector);

ALTER TABLE jobs ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', regexp_replace(title, '[^[:alnum:]]+', ' ', 'g')), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(company || ' ' || location, '[^[:alnum:]]+', ' ', 'g')), 'B')
) STORED;
CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector);

-- The words a correction may lead to ('javscript' -> 'javascript'): every word ever written to a
-- course or job, per source. Only added to (a word that left every course only means a term is
-- not corrected towards it, and finds nothing): kept by statement triggers, so a bulk insert adds
-- its words in one statement. COLLATE "C", so `word LIKE 'reac%'` is a range of the primary key.
CREATE TABLE search_words (
  source text NOT NULL,
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (source, word)
);

INSERT INTO search_words (source, word)
  SELECT DISTINCT 'courses', lexeme FROM courses, unnest(search_vector)
  WHERE lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
INSERT INTO search_words (source, word)
  SELECT DISTINCT 'jobs', lexeme FROM jobs, unnest(search_vector)
  WHERE lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;

CREATE FUNCTION edugate_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (source, word)
    SELECT DISTINCT TG_TABLE_NAME, lexeme FROM new_rows, unnest(new_rows.search_vector)
    WHERE lexeme !~ '^[0-9]+$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER courses_search_words_inserted AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION edugate_search_words();
CREATE TRIGGER courses_search_words_updated AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION edugate_search_words();
CREATE TRIGGER jobs_search_words_inserted AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION edugate_search_words();
CREATE TRIGGER jobs_search_words_updated AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION edugate_search_words();
