-- POST /enrollments as one round trip: the same steps, locks and order as the transaction it
-- replaces (per-user advisory lock, then the course row, then the checks), in one function. The
-- statement is its own transaction, so a failure anywhere rolls all of it back; the table's
-- CHECK and UNIQUE constraints still back it up. Outcomes other than 'enrolled' change nothing.
CREATE FUNCTION edugate_enroll(p_course uuid, p_email text, p_max integer)
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
  -- The same key as lockUser() in src/routes/enrollments.ts, which unenrolling still takes.
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
      INSERT INTO enrollments (course_id, user_email) VALUES (p_course, p_email)
      RETURNING enrollments.id, enrollments.enrolled_at
    ), bumped AS (
      UPDATE courses c SET enrollments = c.enrollments + 1 WHERE c.id = p_course
      RETURNING c.enrollments, c.total_seats
    )
    SELECT 'enrolled'::text, inserted.id, inserted.enrolled_at, bumped.enrollments, bumped.total_seats
    FROM inserted, bumped;
END
$$;
