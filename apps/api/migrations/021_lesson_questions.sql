-- Questions on lessons (docs/product.md, "Questions and messages"): an enrolled learner or the
-- course's author asks under a lesson; anyone of them answers and upvotes; the asker accepts one
-- answer; the author hides any question or answer. All go with their course or lesson.
CREATE TABLE lesson_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  author_email text NOT NULL,
  author_name text NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  -- Markdown as written, and its HTML made when it was saved (src/domain/markdown.ts).
  details text NOT NULL DEFAULT '' CHECK (char_length(details) <= 5000),
  details_html text NOT NULL DEFAULT '',
  accepted_answer_id uuid,
  -- Deleted by its asker while it had answers: it stays, as 'This question was deleted.'.
  deleted_at timestamptz,
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  edited_at timestamptz
);
CREATE INDEX lesson_questions_lesson_idx ON lesson_questions (lesson_id, created_at DESC, id);
CREATE INDEX lesson_questions_course_idx ON lesson_questions (course_id, created_at DESC, id);

CREATE TABLE question_answers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  question_id uuid NOT NULL REFERENCES lesson_questions (id) ON DELETE CASCADE,
  author_email text NOT NULL,
  author_name text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  body_html text NOT NULL,
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  edited_at timestamptz
);
CREATE INDEX question_answers_question_idx ON question_answers (question_id, created_at, id);

ALTER TABLE lesson_questions ADD CONSTRAINT lesson_questions_accepted_fk
  FOREIGN KEY (accepted_answer_id) REFERENCES question_answers (id) ON DELETE SET NULL;

-- One upvote per user and question: the primary key decides races, and the count is counted.
CREATE TABLE question_upvotes (
  question_id uuid NOT NULL REFERENCES lesson_questions (id) ON DELETE CASCADE,
  user_email text NOT NULL,
  PRIMARY KEY (question_id, user_email)
);

-- The author hears of a new question, the asker of an answer (migrations/013 and 020).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN (
    'applicationStatus', 'jobClosed', 'jobDeleted', 'applicationReceived', 'courseDeleted',
    'applicationMessage', 'questionAsked', 'questionAnswered'
  )
);
-- The question and its title as they were (a notification outlives them).
ALTER TABLE notifications ADD COLUMN question_id uuid, ADD COLUMN question_title text;
