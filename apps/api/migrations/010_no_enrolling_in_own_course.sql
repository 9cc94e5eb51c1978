-- An author may not enrol in their own course: it took a seat and one of their three
-- places, and put them in their own Learners list. edugate_enroll (migration 006) refuses it with
-- the outcome 'own_course', checked after the course is found and before anything else, under the
-- same locks and in the same order.
CREATE OR REPLACE FUNCTION edugate_enroll(p_course uuid, p_email text, p_max integer, p_name text)
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
  owner_email text;
  held_total integer;
  held_here integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('enrollments:' || p_email));
  SELECT c.enrollments, c.total_seats, c.added_by_email INTO seats_taken, seats_total, owner_email
    FROM courses c WHERE c.id = p_course FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found'::text, NULL::uuid, NULL::timestamptz, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  IF owner_email = p_email THEN
    RETURN QUERY SELECT 'own_course'::text, NULL::uuid, NULL::timestamptz, seats_taken, seats_total;
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
