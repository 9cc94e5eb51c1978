import type { HttpHandler } from 'msw';
import { MAX_SEARCH_LENGTH, SEARCH_TOTAL_BOUND } from '../../constants';
import { messages, messageTemplates } from '../../messages';
import { compareByRating } from '../../ratings';
import { searchTier } from '../../search';
import type { Course, CourseSort } from '../../types';
import type { MockDb } from '../db';
import { dropCurriculum } from '../learning/state';
import { error, http, signedIn } from './http';
import { findCourse } from './lookups';
import { skillsProblem, storedSkills } from './skills';
import { SKILL_LIMITS } from '../../constants';
import { sameSkill } from '../../skills';

const sorters: Record<CourseSort, (a: Course, b: Course) => number> = {
  addedAt_desc: (a, b) => b.addedAt.localeCompare(a.addedAt),
  enrollments_desc: (a, b) => b.enrollments - a.enrollments,
  rating_desc: compareByRating,
  // Ties of 'Best match' (the tier comes first, in the handler): newest first.
  relevance: (a, b) => b.addedAt.localeCompare(a.addedAt),
};

/**
 * The reference server's contract check of `outcomes` (openapi.yaml: at most six, each 1 to 120
 * characters and not blank), with its texts; null when they pass.
 */
function outcomesProblem(outcomes: readonly string[] | undefined): string | null {
  if (!outcomes) return null;
  if (outcomes.length > 6) return messages.tooManyOutcomes;
  for (const outcome of outcomes) {
    if (outcome.length === 0) return messages.outcomeEmpty;
    if (outcome.length > 120) return messages.outcomeTooLong;
    if (!/\S/.test(outcome)) return messages.outcomeBlank;
  }
  return null;
}

function isSorted(value: string | null): value is CourseSort {
  return value !== null && value in sorters;
}

/** The catalogue and the author's courses: list, search, add, edit, delete. */
export function courseHandlers(db: MockDb): HttpHandler[] {
  const ownedByCaller = (course: Course) => db.owners.get(course._id) === db.user.email;

  return [
    http.get('/courses', ({ query, response }) => {
      const sort = query.get('sort');
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      const q = query.get('q')?.toLowerCase().trim();
      // As the reference server's contract check of the query (openapi.yaml: q maxLength 200).
      if ((query.get('q') ?? '').length > MAX_SEARCH_LENGTH) {
        return error(400, `querystring/q must be at most ${MAX_SEARCH_LENGTH} characters long`);
      }
      const category = query.get('category')?.toLowerCase().trim();
      const skill = query.get('skill')?.trim();
      // As the reference server (ADR 18): words, prefixes, one typo; 'Best match' by tier.
      const tiers = new Map(
        db.courses.map((c) => [
          c._id,
          q
            ? searchTier(
                q,
                c.title,
                `${c.category ?? ''}\n${c.skills.join('\n')}\n${c.description}`,
              )
            : 0,
        ]),
      );
      const tier = (c: Course) => tiers.get(c._id) ?? null;
      const chosen = isSorted(sort) ? sort : 'addedAt_desc';
      const matching = db.courses
        .filter((c) => tier(c) !== null)
        .filter((c) => !category || category === 'all' || c.category === category)
        .filter((c) => !skill || c.skills.some((taught) => sameSkill(taught, skill)))
        .sort(
          (a, b) =>
            (chosen === 'relevance' ? (tier(a) ?? 0) - (tier(b) ?? 0) : 0) || sorters[chosen](a, b),
        );
      // As the reference server: a search counts exactly up to 1,000 matches, then says 1000 and
      // X-Total-Count-Exact: false (apps/api README, "Catalogue at scale").
      const bounded = Boolean(q) && matching.length > SEARCH_TOTAL_BOUND;
      return response(200).json(matching.slice(offset, offset + limit), {
        headers: {
          'X-Total-Count': String(bounded ? SEARCH_TOTAL_BOUND : matching.length),
          'X-Total-Count-Exact': String(!bounded),
        },
      });
    }),

    http.post('/courses', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { totalSeats = 30, outcomes, skills, ...input } = await request.json();
      const problem =
        outcomesProblem(outcomes) ??
        skillsProblem(skills, SKILL_LIMITS.perCourse, messages.tooManySkillsTaught);
      if (problem) return error(400, problem);
      // As the server: a course shows its author's name, so an account without one is asked first.
      const name = db.user.displayName.trim();
      if (!name) return error(400, messages.nameRequired);
      const course: Course = {
        ...input,
        outcomes: outcomes?.map((outcome) => outcome.trim()) ?? [],
        skills: storedSkills(db, skills ?? []),
        _id: db.nextId('course'),
        addedByName: name,
        addedAt: db.now().toISOString(),
        enrollments: 0,
        rating: null,
        ratingCount: 0,
        totalSeats,
      };
      db.courses.push(course);
      db.owners.set(course._id, db.user.email);
      return response(201).json(course);
    }),

    // Before /courses/{id}, which would take "my-courses" for an id.
    http.get('/courses/my-courses', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      return response(200).json(db.courses.filter(ownedByCaller).sort(sorters.addedAt_desc));
    }),

    http.get('/courses/{id}', ({ params, response }) => {
      const course = findCourse(db, params.id);
      return course ? response(200).json(course) : error(404, messages.courseNotFound);
    }),

    http.put('/courses/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const body = await request.json();
      // The server checks the body against the contract before it looks for the course.
      const problem =
        outcomesProblem(body.outcomes) ??
        skillsProblem(body.skills, SKILL_LIMITS.perCourse, messages.tooManySkillsTaught);
      if (problem) return error(400, problem);
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      if (!ownedByCaller(course)) return error(403, messages.notCourseOwner);
      // PUT replaces every editable field, so a category left out is removed, as on the server;
      // seats left out stay, and never go below the learners enrolled (409).
      const { category, totalSeats = course.totalSeats, outcomes, skills, ...fields } = body;
      if (totalSeats < course.enrollments) {
        return error(409, messageTemplates.seatsBelowEnrolled(course.enrollments));
      }
      Object.assign(course, fields, { totalSeats });
      // Left out, the outcomes stay, as on the server.
      if (outcomes) course.outcomes = outcomes.map((outcome) => outcome.trim());
      if (skills) course.skills = storedSkills(db, skills);
      if (category) course.category = category;
      else delete course.category;
      return response(200).json(course);
    }),

    http.delete('/courses/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      if (!ownedByCaller(course)) return error(403, messages.notCourseOwner);
      db.courses = db.courses.filter((c) => c._id !== course._id);
      db.enrollments = db.enrollments.filter((e) => e.courseId !== course._id);
      db.reviews = db.reviews.filter((entry) => entry.review.courseId !== course._id);
      dropCurriculum(db.learning, course._id);
      return response(204).empty();
    }),
  ];
}
