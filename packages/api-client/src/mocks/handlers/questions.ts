import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { Answer, LessonQuestion as Question } from '../../types';
import type { MockAnswer, MockDb, MockQuestion } from '../db';
import { error, http, signedIn } from './http';

const PAGE_SIZE = 20;
const chars = (text: string) => [...text].length;

/** The server renders Markdown (as for articles); the mocks show the text escaped, as a paragraph. */
function paragraph(text: string): string {
  if (text === '') return '';
  const escaped = text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
  return `<p>${escaped}</p>\n`;
}

/** The caller's place in the course: its author, an enrolled learner, or nobody (undefined). */
function audienceOf(db: MockDb, courseId: string) {
  if (!db.courses.some((course) => course._id === courseId)) return undefined;
  const isAuthor = db.owners.get(courseId) === db.user.email;
  const enrolled = db.enrollments.some(
    (e) => e.courseId === courseId && e.userEmail === db.user.email,
  );
  return isAuthor || enrolled ? { isAuthor } : undefined;
}

function view(db: MockDb, entry: MockQuestion, isAuthor: boolean): Question {
  const { question } = entry;
  const state = entry.deleted ? 'deleted' : entry.hidden ? 'hidden' : 'visible';
  const shown = state === 'visible' || (state === 'hidden' && isAuthor);
  const answers = db.questionAnswers.filter((a) => a.answer.questionId === question._id);
  const lesson = db.learning.lessons.find((l) => l._id === question.lessonId);
  return {
    ...question,
    lessonTitle: lesson?.title ?? '',
    title: shown
      ? question.title
      : state === 'deleted'
        ? messages.questionDeleted
        : messages.hiddenByInstructor,
    details: shown ? question.details : '',
    detailsHtml: shown ? paragraph(question.details) : '',
    mine: entry.authorEmail === db.user.email,
    byInstructor: entry.authorEmail === db.owners.get(question.courseId),
    upvotes: entry.upvoters.length,
    upvoted: entry.upvoters.includes(db.user.email),
    answers: answers.length,
    ...(entry.acceptedAnswerId !== undefined && { acceptedAnswerId: entry.acceptedAnswerId }),
    state,
  };
}

function answerView(db: MockDb, entry: MockAnswer, question: MockQuestion, isAuthor: boolean) {
  const shown = !entry.hidden || isAuthor;
  const answer: Answer = {
    ...entry.answer,
    body: shown ? entry.answer.body : messages.hiddenByInstructor,
    bodyHtml: shown ? paragraph(entry.answer.body) : '',
    mine: entry.authorEmail === db.user.email,
    byInstructor: entry.authorEmail === db.owners.get(question.question.courseId),
    accepted: question.acceptedAnswerId === entry.answer._id,
    state: entry.hidden ? 'hidden' : 'visible',
  };
  return answer;
}

function titleError(input: { title: string; details?: string }): string | undefined {
  if (input.title.length === 0) return messages.questionTitleEmpty;
  if (chars(input.title) > 120) return messages.questionTitleTooLong;
  if (!/\S/.test(input.title)) return messages.questionTitleBlank;
  if (chars(input.details ?? '') > 5000) return messages.detailsTooLong;
  return undefined;
}

function answerError(body: string): string | undefined {
  if (body.length === 0) return messages.answerEmpty;
  if (chars(body) > 5000) return messages.answerTooLong;
  if (!/\S/.test(body)) return messages.answerBlank;
  return undefined;
}

function paged<T>(items: T[], query: { get(name: 'limit' | 'offset'): string | null }): T[] {
  const limit = Math.min(Number(query.get('limit') ?? PAGE_SIZE) || PAGE_SIZE, PAGE_SIZE);
  const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
  return items.slice(offset, offset + limit);
}

const newestFirst = (a: MockQuestion, b: MockQuestion) =>
  b.question.createdAt.localeCompare(a.question.createdAt) ||
  b.question._id.localeCompare(a.question._id);

/**
 * Questions under lessons and their answers, with the server's rules: the course's author and
 * enrolled learners only (anyone else 404), the asker edits, deletes and accepts, the author
 * hides. Notifications and the hourly posting limit concern other users or time: not modelled.
 */
export function questionHandlers(db: MockDb): HttpHandler[] {
  const find = (courseId: string, questionId: string) =>
    db.questions.find((q) => q.question._id === questionId && q.question.courseId === courseId);
  const answersOf = (questionId: string) =>
    db.questionAnswers.filter((a) => a.answer.questionId === questionId);
  /**
   * Question `questionId` of course `id` with the caller's place in that course, or the error to
   * answer, in the server's order: 401 signed out, 404 for a course they are not in, 403 to all but its author
   * with `only: 'author'`, 404 for no such question (or, with `only: 'asker'`, one that is deleted
   * or someone else's).
   */
  const questionIn = (
    request: Request,
    params: { id: string; questionId: string },
    only?: 'author' | 'asker',
  ) => {
    if (!signedIn(request)) return error(401, messages.signIn);
    const audience = audienceOf(db, params.id);
    if (!audience) return error(404, messages.courseNotFound);
    if (only === 'author' && !audience.isAuthor) return error(403, messages.instructorOnly);
    const entry = find(params.id, params.questionId);
    const asked = entry && !entry.deleted && entry.authorEmail === db.user.email;
    if (!entry || (only === 'asker' && !asked)) return error(404, messages.questionNotFound);
    return { audience, entry };
  };
  /** The caller's own answer `answerId` to question `questionId` of course `id`, or the 404. */
  const ownAnswer = (params: { id: string; questionId: string; answerId: string }) => {
    const entry = find(params.id, params.questionId);
    const answer =
      entry && answersOf(entry.question._id).find((a) => a.answer._id === params.answerId);
    if (!entry || !answer || answer.authorEmail !== db.user.email) {
      return error(404, messages.answerNotFound);
    }
    return { entry, answer };
  };

  return [
    http.get(
      '/courses/{id}/lessons/{lessonId}/questions',
      ({ params, query, request, response }) => {
        if (!signedIn(request)) return error(401, messages.signIn);
        const audience = audienceOf(db, params.id);
        if (!audience) return error(404, messages.courseNotFound);
        const lesson = db.learning.lessons.find(
          (l) => l._id === params.lessonId && l.courseId === params.id,
        );
        if (!lesson) return error(404, messages.lessonNotFound);
        const listed = db.questions
          .filter((q) => q.question.lessonId === lesson._id)
          .sort(
            query.get('sort') === 'upvotes'
              ? (a, b) => b.upvoters.length - a.upvoters.length || newestFirst(a, b)
              : newestFirst,
          );
        return response(200).json(
          paged(listed, query).map((q) => view(db, q, audience.isAuthor)),
          { headers: { 'X-Total-Count': String(listed.length) } },
        );
      },
    ),

    http.post(
      '/courses/{id}/lessons/{lessonId}/questions',
      async ({ params, request, response }) => {
        if (!signedIn(request)) return error(401, messages.signIn);
        const input = await request.json();
        const invalid = titleError(input);
        if (invalid) return error(400, invalid);
        const audience = audienceOf(db, params.id);
        if (!audience) return error(404, messages.courseNotFound);
        const lesson = db.learning.lessons.find(
          (l) => l._id === params.lessonId && l.courseId === params.id,
        );
        if (!lesson) return error(404, messages.lessonNotFound);
        const entry: MockQuestion = {
          authorEmail: db.user.email,
          upvoters: [],
          deleted: false,
          hidden: false,
          question: {
            _id: db.nextId('question'),
            courseId: params.id,
            lessonId: lesson._id,
            title: input.title,
            details: input.details ?? '',
            authorName: db.user.displayName || messages.anonymousPoster,
            createdAt: db.now().toISOString(),
          },
        };
        db.questions.push(entry);
        return response(201).json(view(db, entry, audience.isAuthor));
      },
    ),

    http.get('/courses/{id}/questions', ({ params, query, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const audience = audienceOf(db, params.id);
      if (!audience) return error(404, messages.courseNotFound);
      const q = (query.get('q') ?? '').trim().toLowerCase();
      const listed = db.questions
        .filter((entry) => entry.question.courseId === params.id)
        .filter(
          (entry) =>
            q === '' ||
            (!entry.deleted &&
              (!entry.hidden || audience.isAuthor) &&
              `${entry.question.title}\n${entry.question.details}`.toLowerCase().includes(q)),
        )
        .filter(
          (entry) =>
            query.get('unanswered') !== 'true' ||
            (!entry.deleted &&
              !entry.hidden &&
              !answersOf(entry.question._id).some((a) => !a.hidden)),
        )
        .filter((entry) => query.get('mine') !== 'true' || entry.authorEmail === db.user.email)
        .sort(newestFirst);
      return response(200).json(
        paged(listed, query).map((entry) => view(db, entry, audience.isAuthor)),
        { headers: { 'X-Total-Count': String(listed.length) } },
      );
    }),

    http.get('/courses/my-courses/unanswered-questions', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const own = db.courses.filter((course) => db.owners.get(course._id) === db.user.email);
      return response(200).json(
        own.map((course) => ({
          courseId: course._id,
          unanswered: db.questions.filter(
            (entry) =>
              entry.question.courseId === course._id &&
              !entry.deleted &&
              !entry.hidden &&
              !answersOf(entry.question._id).some((a) => !a.hidden),
          ).length,
        })),
      );
    }),

    http.get('/courses/{id}/questions/{questionId}', ({ params, request, response }) => {
      const found = questionIn(request, params);
      if (found instanceof Response) return found;
      const { audience, entry } = found;
      return response(200).json(view(db, entry, audience.isAuthor));
    }),

    http.put('/courses/{id}/questions/{questionId}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const input = await request.json();
      const invalid = titleError(input);
      if (invalid) return error(400, invalid);
      const found = questionIn(request, params, 'asker');
      if (found instanceof Response) return found;
      const { audience, entry } = found;
      if (entry.hidden) return error(409, messages.hiddenCannotChange);
      entry.question.title = input.title;
      entry.question.details = input.details ?? '';
      entry.question.editedAt = db.now().toISOString();
      return response(200).json(view(db, entry, audience.isAuthor));
    }),

    http.delete('/courses/{id}/questions/{questionId}', ({ params, request, response }) => {
      const found = questionIn(request, params, 'asker');
      if (found instanceof Response) return found;
      const { entry } = found;
      if (answersOf(entry.question._id).length > 0) {
        entry.deleted = true;
        entry.question.details = '';
      } else {
        db.questions = db.questions.filter((q) => q !== entry);
      }
      return response(204).empty();
    }),

    http.put('/courses/{id}/questions/{questionId}/upvote', ({ params, request, response }) => {
      const found = questionIn(request, params);
      if (found instanceof Response) return found;
      const { audience, entry } = found;
      if (!entry.upvoters.includes(db.user.email)) entry.upvoters.push(db.user.email);
      return response(200).json(view(db, entry, audience.isAuthor));
    }),

    http.delete('/courses/{id}/questions/{questionId}/upvote', ({ params, request, response }) => {
      const found = questionIn(request, params);
      if (found instanceof Response) return found;
      const { audience, entry } = found;
      entry.upvoters = entry.upvoters.filter((email) => email !== db.user.email);
      return response(200).json(view(db, entry, audience.isAuthor));
    }),

    http.put(
      '/courses/{id}/questions/{questionId}/accepted-answer',
      async ({ params, request, response }) => {
        const found = questionIn(request, params, 'asker');
        if (found instanceof Response) return found;
        const { answerId } = await request.json();
        const { audience, entry } = found;
        if (!answersOf(entry.question._id).some((a) => a.answer._id === answerId)) {
          return error(404, messages.answerNotFound);
        }
        entry.acceptedAnswerId = answerId;
        return response(200).json(view(db, entry, audience.isAuthor));
      },
    ),

    http.put(
      '/courses/{id}/questions/{questionId}/hidden',
      async ({ params, request, response }) => {
        const found = questionIn(request, params, 'author');
        if (found instanceof Response) return found;
        const { hidden } = await request.json();
        const { entry } = found;
        entry.hidden = hidden;
        return response(200).json(view(db, entry, true));
      },
    ),

    http.get(
      '/courses/{id}/questions/{questionId}/answers',
      ({ params, query, request, response }) => {
        const found = questionIn(request, params);
        if (found instanceof Response) return found;
        const { audience, entry } = found;
        const all = answersOf(entry.question._id).sort(
          (a, b) =>
            Number(b.answer._id === entry.acceptedAnswerId) -
            Number(a.answer._id === entry.acceptedAnswerId),
        );
        return response(200).json(
          paged(all, query).map((a) => answerView(db, a, entry, audience.isAuthor)),
          { headers: { 'X-Total-Count': String(all.length) } },
        );
      },
    ),

    http.post(
      '/courses/{id}/questions/{questionId}/answers',
      async ({ params, request, response }) => {
        if (!signedIn(request)) return error(401, messages.signIn);
        const { body } = await request.json();
        const invalid = answerError(body);
        if (invalid) return error(400, invalid);
        const found = questionIn(request, params);
        if (found instanceof Response) return found;
        const { audience, entry } = found;
        if (entry.deleted || entry.hidden) return error(409, messages.questionClosed);
        const answer: MockAnswer = {
          authorEmail: db.user.email,
          hidden: false,
          answer: {
            _id: db.nextId('answer'),
            questionId: entry.question._id,
            body,
            authorName: db.user.displayName || messages.anonymousPoster,
            createdAt: db.now().toISOString(),
          },
        };
        db.questionAnswers.push(answer);
        return response(201).json(answerView(db, answer, entry, audience.isAuthor));
      },
    ),

    http.put(
      '/courses/{id}/questions/{questionId}/answers/{answerId}',
      async ({ params, request, response }) => {
        if (!signedIn(request)) return error(401, messages.signIn);
        const { body } = await request.json();
        const invalid = answerError(body);
        if (invalid) return error(400, invalid);
        const audience = audienceOf(db, params.id);
        if (!audience) return error(404, messages.courseNotFound);
        const own = ownAnswer(params);
        if (own instanceof Response) return own;
        const { entry, answer } = own;
        if (answer.hidden) return error(409, messages.hiddenCannotChange);
        answer.answer.body = body;
        answer.answer.editedAt = db.now().toISOString();
        return response(200).json(answerView(db, answer, entry, audience.isAuthor));
      },
    ),

    http.delete(
      '/courses/{id}/questions/{questionId}/answers/{answerId}',
      ({ params, request, response }) => {
        if (!signedIn(request)) return error(401, messages.signIn);
        if (!audienceOf(db, params.id)) return error(404, messages.courseNotFound);
        const own = ownAnswer(params);
        if (own instanceof Response) return own;
        const { entry, answer } = own;
        db.questionAnswers = db.questionAnswers.filter((a) => a !== answer);
        if (entry.acceptedAnswerId === answer.answer._id) delete entry.acceptedAnswerId;
        if (entry.deleted && answersOf(entry.question._id).length === 0) {
          db.questions = db.questions.filter((q) => q !== entry);
        }
        return response(204).empty();
      },
    ),

    http.put(
      '/courses/{id}/questions/{questionId}/answers/{answerId}/hidden',
      async ({ params, request, response }) => {
        const found = questionIn(request, params, 'author');
        if (found instanceof Response) return found;
        const { hidden } = await request.json();
        const { entry } = found;
        const answer = answersOf(entry.question._id).find((a) => a.answer._id === params.answerId);
        if (!answer) return error(404, messages.answerNotFound);
        answer.hidden = hidden;
        return response(200).json(answerView(db, answer, entry, true));
      },
    ),
  ];
}
