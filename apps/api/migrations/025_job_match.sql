-- Jobs for you (docs/product.md; ADR 25). A learner hears of a new job whose required skills
-- their verified skills cover at least half of (migrations/013, 020, 021).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN (
    'applicationStatus', 'jobClosed', 'jobDeleted', 'applicationReceived', 'courseDeleted',
    'applicationMessage', 'questionAsked', 'questionAnswered', 'jobMatch'
  )
);

-- Posting a job finds the learners holding its skills from the courses teaching them: their
-- live certificates, read from the index alone (certificates_course_idx would visit the table
-- for every certificate to check revoked_at and read user_email).
CREATE INDEX certificates_course_live_idx ON certificates (course_id, user_email)
  WHERE revoked_at IS NULL;
