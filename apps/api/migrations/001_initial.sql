-- Courses carry their own enrollment count beside their capacity so seat info is one row read;
-- the CHECKs make the database itself refuse a count that breaks the capacity.
CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL,
  image_url text NOT NULL,
  duration text NOT NULL,
  category text NOT NULL,
  added_by_email text NOT NULL,
  added_by_name text,
  added_at timestamptz NOT NULL DEFAULT now(),
  enrollments integer NOT NULL DEFAULT 0 CHECK (enrollments >= 0),
  total_seats integer NOT NULL CHECK (total_seats > 0),
  rating numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
  CHECK (enrollments <= total_seats)
);

CREATE INDEX courses_added_at_idx ON courses (added_at DESC, id);
CREATE INDEX courses_enrollments_idx ON courses (enrollments DESC, id);
CREATE INDEX courses_rating_idx ON courses (rating DESC, id);
CREATE INDEX courses_owner_idx ON courses (added_by_email);

CREATE TABLE enrollments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  user_email text NOT NULL,
  enrolled_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (course_id, user_email)
);

CREATE INDEX enrollments_user_idx ON enrollments (user_email);

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  company text NOT NULL,
  location text NOT NULL,
  salary text NOT NULL,
  type text NOT NULL,
  description text NOT NULL,
  requirements text[] NOT NULL DEFAULT '{}',
  benefits text[] NOT NULL DEFAULT '{}',
  posted_by_email text,
  posted_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX jobs_posted_at_idx ON jobs (posted_at DESC, id);

CREATE TABLE job_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_email text NOT NULL,
  resume_url text NOT NULL,
  cover_letter text NOT NULL DEFAULT '',
  applied_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, user_email)
);
