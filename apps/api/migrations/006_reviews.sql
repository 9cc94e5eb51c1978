-- Ratings & Reviews (docs/product.md): learners rate and review courses, authors see
-- their learners and set their seats.

-- A course's rating is the mean of its reviews (null without any) and rating_count their number,
-- both written in the review's transaction (src/routes/reviews.ts). The seed's constant ratings
-- came from no review, so every existing course starts unrated; the seed now writes reviews.
ALTER TABLE courses ALTER COLUMN rating DROP NOT NULL;
ALTER TABLE courses ALTER COLUMN rating DROP DEFAULT;
ALTER TABLE courses ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);
UPDATE courses SET rating = NULL;
ALTER TABLE courses ADD CONSTRAINT courses_rating_matches_count
  CHECK ((rating IS NULL) = (rating_count = 0) AND (rating IS NULL OR rating >= 1));

-- 'Highest Rated': rating, then more ratings, then newest, unrated last (NULLS LAST), with the id
-- tiebreaker; alone and after category_key, as every other order (migration 002).
DROP INDEX courses_rating_idx;
DROP INDEX courses_category_rating_idx;
CREATE INDEX courses_rating_idx
  ON courses (rating DESC NULLS LAST, rating_count DESC, added_at DESC, id);
CREATE INDEX courses_category_rating_idx
  ON courses (category_key, rating DESC NULLS LAST, rating_count DESC, added_at DESC, id);

-- One review per user and course, enforced here; deleting a course deletes its reviews.
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  user_email text NOT NULL,
  user_name text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (course_id, user_email)
);
CREATE INDEX reviews_course_newest_idx ON reviews (course_id, created_at DESC, id DESC);

CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();

-- Who may rate: enrolled now or at some point. Unenrolling deletes the enrollment row, so every
-- enrolment is also recorded here, by a trigger (whatever inserts the enrollment: the enrol
-- function, the seed, a script), and this row is never deleted with it.
CREATE TABLE enrollment_history (
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  user_email text NOT NULL,
  first_enrolled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_id, user_email)
);
INSERT INTO enrollment_history (course_id, user_email, first_enrolled_at)
  SELECT course_id, user_email, enrolled_at FROM enrollments
  ON CONFLICT DO NOTHING;

CREATE FUNCTION edugate_record_enrollment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enrollment_history (course_id, user_email, first_enrolled_at)
    VALUES (NEW.course_id, NEW.user_email, NEW.enrolled_at)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER enrollments_recorded AFTER INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION edugate_record_enrollment();

-- The author's Learners panel shows names: the enrolling user's display name, kept on the row.
ALTER TABLE enrollments ADD COLUMN user_name text;
CREATE INDEX enrollments_course_newest_idx ON enrollments (course_id, enrolled_at DESC, id);

-- edugate_enroll (migration 003) with the learner's name: the same locks, order and checks.
CREATE FUNCTION edugate_enroll(p_course uuid, p_email text, p_max integer, p_name text)
RETURNS TABLE (
  outcome text,
  enrollment_id uuid,
  enrolled_at timestamptz,
  course_enrollments integer,
  course_total_seats integer
)
LANGUAGE plpgsql AS $$
DECLARE
  seats_taken integer;
  seats_total integer;
  held_total integer;
  held_here integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('enrollments:' || p_email));
  SELECT c.enrollments, c.total_seats INTO seats_taken, seats_total
    FROM courses c WHERE c.id = p_course FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::uuid, NULL::timestamptz, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  SELECT count(*)::int, (count(*) FILTER (WHERE e.course_id = p_course))::int
    INTO held_total, held_here
    FROM enrollments e WHERE e.user_email = p_email;
  IF held_here > 0 THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::uuid, NULL::timestamptz, seats_taken, seats_total;
    RETURN;
  END IF;
  IF held_total >= p_max THEN
    RETURN QUERY SELECT 'limit'::text, NULL::uuid, NULL::timestamptz, seats_taken, seats_total;
    RETURN;
  END IF;
  IF seats_taken >= seats_total THEN
    RETURN QUERY SELECT 'full'::text, NULL::uuid, NULL::timestamptz, seats_taken, seats_total;
    RETURN;
  END IF;
  RETURN QUERY
    WITH inserted AS (
      INSERT INTO enrollments (course_id, user_email, user_name) VALUES (p_course, p_email, p_name)
      RETURNING enrollments.id, enrollments.enrolled_at
    ), bumped AS (
      UPDATE courses c SET enrollments = c.enrollments + 1 WHERE c.id = p_course
      RETURNING c.enrollments, c.total_seats
    )
    SELECT 'enrolled'::text, inserted.id, inserted.enrolled_at, bumped.enrollments, bumped.total_seats
    FROM inserted, bumped;
END
$$;
