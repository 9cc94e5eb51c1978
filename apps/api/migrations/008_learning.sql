-- Learning (docs/product.md): a course's curriculum (sections and lessons), and what each
-- learner does with it: completions, quiz attempts, the lesson opened last, certificates. Open
-- edX's idea in plain terms: an outline, one completion row per learner and lesson, attempts
-- kept, a certificate issued once in the transaction that completes the course.

-- Sections and lessons keep their order in `position`. Reordering rewrites the positions in one
-- statement, so the uniqueness is checked at its end (DEFERRABLE), not row by row.
CREATE TABLE sections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sections_position_unique UNIQUE (course_id, position) DEFERRABLE INITIALLY IMMEDIATE
);

-- A lesson's content by kind: an article's Markdown and the HTML made from it when it was saved
-- (src/domain/markdown.ts); a video's file and captions; a quiz's pass mark and questions, each
-- `{ prompt, options, answer }` with the right option's index (never sent to a learner).
CREATE TABLE lessons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  section_id uuid NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  kind text NOT NULL CHECK (kind IN ('article', 'video', 'quiz')),
  minutes integer NOT NULL CHECK (minutes BETWEEN 1 AND 600),
  preview boolean NOT NULL DEFAULT false,
  body text CHECK (char_length(body) <= 50000),
  body_html text,
  video_url text CHECK (char_length(video_url) <= 2048),
  captions_url text CHECK (char_length(captions_url) <= 2048),
  pass_mark smallint CHECK (pass_mark BETWEEN 50 AND 100),
  questions jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lessons_position_unique UNIQUE (section_id, position) DEFERRABLE INITIALLY IMMEDIATE,
  CONSTRAINT lessons_content_of_kind CHECK (
    CASE kind
      WHEN 'article' THEN body IS NOT NULL AND body_html IS NOT NULL
      WHEN 'video' THEN video_url IS NOT NULL
      ELSE pass_mark IS NOT NULL AND jsonb_typeof(questions) = 'array'
    END
  )
);
CREATE INDEX lessons_course_idx ON lessons (course_id);

-- One completion per learner and lesson, whatever the concurrency: the primary key.
CREATE TABLE lesson_completions (
  user_email text NOT NULL,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_email, lesson_id)
);
-- A learner's progress in a course; and how many completed each lesson (the author's insights).
CREATE INDEX lesson_completions_learner_idx ON lesson_completions (course_id, user_email);
CREATE INDEX lesson_completions_lesson_idx ON lesson_completions (lesson_id);

-- Every attempt at a quiz, kept with its answers and score.
CREATE TABLE quiz_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_email text NOT NULL,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  score smallint NOT NULL CHECK (score BETWEEN 0 AND 100),
  passed boolean NOT NULL,
  pass_mark smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_attempts_latest_idx ON quiz_attempts (user_email, lesson_id, created_at DESC, id DESC);
CREATE INDEX quiz_attempts_lesson_idx ON quiz_attempts (lesson_id);

-- The lesson each learner opened last in each course: where 'Continue' leads.
CREATE TABLE last_positions (
  user_email text NOT NULL,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_email, course_id)
);

-- One certificate per learner and course, never taken back: it says what it said when it was
-- issued, so it keeps the names and title of then, and outlives the course (course_id NULL).
CREATE TABLE certificates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_email text NOT NULL,
  course_id uuid REFERENCES courses (id) ON DELETE SET NULL,
  course_title text NOT NULL,
  learner_name text NOT NULL,
  author_name text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certificates_once UNIQUE (user_email, course_id)
);
CREATE INDEX certificates_learner_idx ON certificates (user_email, issued_at DESC);

-- The outline is a public read the API caches: a change made outside the API (a script, psql)
-- tells every API process, as for courses (migration 002). The learners' own tables change
-- nothing any public read shows, so they announce nothing.
CREATE TRIGGER sections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sections
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
CREATE TRIGGER lessons_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
