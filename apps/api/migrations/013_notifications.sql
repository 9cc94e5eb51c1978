-- Notifications (docs/product.md): what happened to a user's applications, jobs and enrolments.
-- Each row is written in the same transaction (or statement) as the event that causes it
-- (src/tables/applications.ts, jobs.ts, courses.ts). No foreign keys to jobs or courses: a
-- notification outlives the job or course it is about (that it was deleted is the news), so it
-- keeps the title (`subject`) and company it had then.
--
-- Kept 90 days: reads list only the last 90 days (src/tables/notifications.ts), and every API
-- process deletes older rows at start and every hour (src/notifications-cleanup.ts).
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_email text NOT NULL,
  kind text NOT NULL CHECK (
    kind IN ('applicationStatus', 'jobClosed', 'jobDeleted', 'applicationReceived', 'courseDeleted')
  ),
  subject text NOT NULL,
  company text,
  job_id uuid,
  course_id uuid,
  status text,
  actor text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);

-- The list (one user's, newest first) and the unread count read this index.
CREATE INDEX notifications_user_idx ON notifications (user_email, created_at DESC, id);
-- The cleanup deletes by age across all users.
CREATE INDEX notifications_created_idx ON notifications (created_at);

-- Writes by other sessions (an operator, a script) empty the API's read caches, as for the other
-- tables (migrations/002 and 004).
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION edugate_notify_change();
