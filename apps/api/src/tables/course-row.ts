// A course as the courses table stores it, the columns every course read selects, and its contract
// shape. Its own module, so courses.ts and the catalogue's list query (courses-search.ts) share it
// without importing each other.
import type { components } from '@edugate/api-client';
import { skillNamesColumn } from './skills.ts';

export type Course = components['schemas']['Course'];
type CourseCategory = components['schemas']['CourseCategory'];

export const COURSE_COLUMNS = `id, title, description, image_url, duration, category, added_by_name,
  added_by_email, added_at, enrollments, total_seats, rating::float8 AS rating, rating_count, outcomes,
  ${skillNamesColumn('course', 'courses')}`;

export interface CourseRow {
  id: string;
  title: string;
  description: string;
  image_url: string;
  duration: string;
  /**
   * Written only from contract-validated input (the enum) or '' when a client sent none, and by
   * the seed (typed by the same enum).
   */
  category: CourseCategory | '';
  added_by_name: string | null;
  added_by_email: string;
  added_at: Date;
  enrollments: number;
  total_seats: number;
  /** Null until the course has a review (migrations/006). */
  rating: number | null;
  rating_count: number;
  /** The author's outcomes, trimmed, in their order; empty for none (migrations/016). */
  outcomes: string[];
  /** The skills it teaches, in the author's order (migrations/022). */
  skills: string[];
}

/** Shipped images are stored as paths, so they follow PUBLIC_URL wherever the API is served. */
export function absoluteImageUrl(imageUrl: string, publicUrl: string): string {
  return imageUrl.startsWith('/') ? `${publicUrl}${imageUrl}` : imageUrl;
}

export function toCourse(row: CourseRow, publicUrl: string): Course {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: absoluteImageUrl(row.image_url, publicUrl),
    duration: row.duration,
    ...(row.category ? { category: row.category } : {}),
    // Never the owner's e-mail: a course stored without a name has none ('Unknown Instructor').
    addedByName: row.added_by_name ?? '',
    addedAt: new Date(row.added_at).toISOString(),
    enrollments: row.enrollments,
    rating: row.rating,
    ratingCount: row.rating_count,
    totalSeats: row.total_seats,
    outcomes: row.outcomes,
    skills: row.skills,
  };
}
