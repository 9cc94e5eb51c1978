/**
 * The seeded catalogue, read from files a person edits: each folder of content/curricula is one
 * course, its `course.yaml` says what the course is (title, category, description, duration,
 * outcomes, reviews) and `content/catalogue.yaml` says who teaches it and how it sits in the
 * catalogue (added date, seats, learners, image). Only courses with a folder are seeded: a course
 * without lessons cannot come back. `test/seed-content.test.ts` checks the files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { apiRoot } from '../config.ts';
import { CATEGORIES, IMAGES_PER_CATEGORY, courseImageFile } from '../catalogue.ts';
import { CURRICULA_DIR } from './curricula.ts';
import { SEED_INSTRUCTORS } from './seed-data.ts';

export const CATALOGUE_FILE = path.join(apiRoot, 'content', 'catalogue.yaml');

/** A review as course.yaml writes it: by a learner who completed the first `lessonsDone` lessons. */
export interface SeedReview {
  rating: number;
  /** Lessons completed in outline order (quizzes included) when the review was written. */
  lessonsDone: number;
  text?: string;
}

/** One folder's course.yaml. */
interface CourseFile {
  title: string;
  category: string;
  description: string;
  duration: string;
  outcomes: string[];
  /** Names from content/skills.yaml; none when the file leaves it out. */
  skills?: string[];
  reviews: SeedReview[];
}

/** One course's entry in catalogue.yaml. */
export interface CatalogueEntry {
  instructor: string;
  addedDaysAgo: number;
  totalSeats: number;
  learners: number;
  image: number;
}

export interface SeedCourse {
  /** The folder's name in content/curricula. */
  slug: string;
  title: string;
  description: string;
  imagePath: string;
  duration: string;
  category: string;
  /** What learners will learn: shown as the course's 'What You'll Learn'. */
  outcomes: string[];
  /** What the course teaches, from content/skills.yaml: its 'Skills you'll gain'. */
  skills: string[];
  addedByEmail: string;
  addedByName: string;
  /** Days before the seed time. */
  addedDaysAgo: number;
  totalSeats: number;
  /** Learners enrolled now: the course's `enrollments`, backed by as many rows. */
  enrollments: number;
  /** The course's reviews; its rating is computed from them (seed.ts), never stored from here. */
  reviews: SeedReview[];
}

/** Every slug catalogue.yaml lists, with its entry. */
export function readCatalogue(file = CATALOGUE_FILE): Map<string, CatalogueEntry> {
  const parsed = parse(readFileSync(file, 'utf8')) as { courses?: Record<string, CatalogueEntry> };
  return new Map(Object.entries(parsed.courses ?? {}));
}

/** The folders of content/curricula, sorted: the seeded courses. */
export function courseFolders(dir = CURRICULA_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function imagePath(category: string, image: number, slug: string): string {
  const known = CATEGORIES.find((c) => c.name === category);
  if (!known) throw new Error(`seed: ${slug}/course.yaml: unknown category "${category}"`);
  if (!Number.isInteger(image) || image < 1 || image > IMAGES_PER_CATEGORY) {
    throw new Error(`seed: catalogue.yaml: ${slug}: image must be 1 to ${IMAGES_PER_CATEGORY}`);
  }
  return `/assets/courses/${courseImageFile(known.slug, image)}`;
}

/**
 * The seeded courses: one per folder, in folder order. A folder without a catalogue entry (or a
 * course.yaml) stops the seed with a sentence naming it; an entry without a folder is skipped, so
 * the catalogue can list courses still being written.
 */
export function readSeedCourses(dir = CURRICULA_DIR, catalogue = readCatalogue()): SeedCourse[] {
  return courseFolders(dir).map((slug) => {
    const entry = catalogue.get(slug);
    if (!entry) throw new Error(`seed: content/catalogue.yaml has no entry for the folder ${slug}`);
    const file = path.join(dir, slug, 'course.yaml');
    if (!existsSync(file)) throw new Error(`seed: ${slug} has no course.yaml`);
    const course = parse(readFileSync(file, 'utf8')) as CourseFile;
    const instructor = SEED_INSTRUCTORS.find((i) => i.email === entry.instructor);
    if (!instructor) {
      throw new Error(`seed: catalogue.yaml: ${slug}: ${entry.instructor} is not a seeded author`);
    }
    if (entry.learners > entry.totalSeats) {
      throw new Error(`seed: catalogue.yaml: ${slug}: more learners than seats`);
    }
    return {
      slug,
      title: course.title,
      description: course.description,
      imagePath: imagePath(course.category, entry.image, slug),
      duration: course.duration,
      category: course.category,
      outcomes: course.outcomes,
      skills: course.skills ?? [],
      addedByEmail: instructor.email,
      addedByName: instructor.name,
      addedDaysAgo: entry.addedDaysAgo,
      totalSeats: entry.totalSeats,
      enrollments: entry.learners,
      reviews: course.reviews.map((review) => ({
        rating: review.rating,
        lessonsDone: review.lessonsDone,
        ...(review.text === undefined ? {} : { text: String(review.text).trim() }),
      })),
    };
  });
}
