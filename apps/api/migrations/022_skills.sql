-- Skills join courses and jobs (docs/product.md, Skills): one shared list of names, each stored
-- once and referenced by the courses that teach it and the jobs that require it, so 'react' typed
-- by a poster and 'React' taught by a course are the same skill.
--
-- `name` is as first written (trimmed, inner spaces single: src/tables/skills.ts normalises it);
-- `key` is its lower case, unique, and what every lookup compares.
CREATE TABLE skills (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  key text NOT NULL UNIQUE GENERATED ALWAYS AS (lower(name)) STORED
);
-- Suggestions as a person types: a prefix of the key (text_pattern_ops serves LIKE 'ab%').
CREATE INDEX skills_key_prefix_idx ON skills (key text_pattern_ops);

-- A course teaches 0 to 10 skills, in its author's order: positions 1 to 10, each used once,
-- hold the count for any writer (the contract refuses more first).
CREATE TABLE course_skills (
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  skill_id integer NOT NULL REFERENCES skills (id),
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 10),
  PRIMARY KEY (course_id, skill_id),
  UNIQUE (course_id, position)
);
-- The catalogue's skill filter and 'Learn {skill}': the courses teaching one skill.
CREATE INDEX course_skills_skill_idx ON course_skills (skill_id, course_id);

-- A job requires 0 to 15 skills, in its poster's order.
CREATE TABLE job_skills (
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  skill_id integer NOT NULL REFERENCES skills (id),
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 15),
  PRIMARY KEY (job_id, skill_id),
  UNIQUE (job_id, position)
);
-- Matching a learner's skills against open jobs starts from the skill.
CREATE INDEX job_skills_skill_idx ON job_skills (skill_id, job_id);
