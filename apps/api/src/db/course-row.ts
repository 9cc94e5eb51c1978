// A course as the courses table stores it, and the columns every course read selects. Its own
// module, so the route handlers and the catalogue's list query (course-list.ts) share it without
// importing each other.
export const COURSE_COLUMNS = `id, title, description, image_url, duration, category, added_by_name,
  added_by_email, added_at, enrollments, total_seats, rating::float8 AS rating, rating_count`;

export interface CourseRow {
  id: string;
  title: string;
  description: string;
  image_url: string;
  duration: string;
  category: string;
  added_by_name: string | null;
  added_by_email: string;
  added_at: Date;
  enrollments: number;
  total_seats: number;
  /** Null until the course has a review (migrations/006). */
  rating: number | null;
  rating_count: number;
}
