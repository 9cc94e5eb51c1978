/**
 * Seeded questions under lessons (docs/product.md, Questions and messages): what learners of six
 * courses asked about a lesson, answered by the course's author from that lesson's own text, so a
 * course's Q&A is not empty on a fresh start. A course's first answer is accepted by its asker,
 * and each question is upvoted by another learner of the course.
 */
import type { Queryable } from '../db/database.ts';
import { renderMarkdown } from '../domain/markdown.ts';
import { defined } from '../util/defined.ts';
import type { SeedCourse } from './courses.ts';
import type { SeedCurriculum } from './curricula.ts';
import type { Participation } from './plan.ts';

export interface SeedQuestion {
  /** The course's folder in content/curricula. */
  course: string;
  /** The exact title of the lesson it is asked under. */
  lesson: string;
  title: string;
  details: string;
  answer: string;
}

export const SEED_QUESTIONS: SeedQuestion[] = [
  {
    course: 'react-in-practice',
    lesson: 'State with useState',
    title: 'Why does my counter go up by one when I call setCount three times?',
    details:
      'I wrote `setCount(count + 1)` three times in the click handler, expecting +3, but the button shows 1.',
    answer:
      'Each render sees its state as a snapshot: during that click `count` is 0 in all three calls, so each one asks for 0 + 1. When the new value depends on the old one, pass an updater function, `setCount((c) => c + 1)`: React queues the functions and runs them in order, each receiving the previous result, so three calls give 3.',
  },
  {
    course: 'javascript-from-zero',
    lesson: 'Values, types and variables',
    title: 'Why does price + quantity give "19.903" instead of 22.9?',
    details:
      'In the exercise I wrote `price + quantity` with `const price = "19.90"` and `let quantity = 3`.',
    answer:
      '`price` is a string (as a form gives you), and `+` with a string joins text instead of adding, so 3 is turned into "3" and appended. Convert first: `Number(price) + quantity` gives 22.9, and the exercise\'s total is `Number(price) * quantity`, 59.7, printed with two decimals by `.toFixed(2)`.',
  },
  {
    course: 'sql-for-analysts',
    lesson: 'Filtering rows with WHERE',
    title: 'WHERE coupon_code = NULL returns nothing, even though most orders have no coupon',
    details: 'The orders without a coupon are clearly there when I select everything.',
    answer:
      "Any comparison with NULL, even `= NULL`, gives unknown rather than true, and WHERE keeps only rows where the condition is true. Write `WHERE coupon_code IS NULL` (or `IS NOT NULL`). The same rule is why `coupon_code <> 'SPRING10'` drops the orders without a coupon: add `OR coupon_code IS NULL` to keep them.",
  },
  {
    course: 'python-for-data-analysis',
    lesson: 'Selecting and filtering rows',
    title: 'Why do I get "The truth value of a Series is ambiguous"?',
    details: 'I filtered with `sales[sales["product"] == "Coffee" and sales["quantity"] > 2]`.',
    answer:
      'Python\'s `and` tries to reduce each whole Series to a single True or False, which pandas refuses. Combine conditions with `&` (and), `|` (or) and `~` (not), and wrap each condition in parentheses, because `&` binds more tightly than `==` and `>`: `sales[(sales["product"] == "Coffee") & (sales["quantity"] > 2)]`.',
  },
  {
    course: 'modern-html-and-css',
    lesson: 'Accessible forms and labels',
    title: 'Can I use a placeholder instead of a label to save space?',
    details: 'The design has no room for labels above the fields.',
    answer:
      "No: a placeholder disappears as soon as someone types, so they can no longer check what the field was for; its pale text usually lacks contrast; and some assistive technology does not treat it as a name. Keep a visible `<label>`, either with `for` matching the input's `id` or wrapped around the input, and use a placeholder, if at all, for an example value.",
  },
  {
    course: 'node-js-apis',
    lesson: 'A server with node:http',
    title: 'My request never finishes in the browser, it just keeps loading',
    details: 'I set the status with `res.writeHead(200, ...)` but the tab spins forever.',
    answer:
      "You must call `res.end()` exactly once for every request, after setting the status and headers and writing the body, e.g. `res.end('Hello from Node\\n')`. A request you never end hangs until the client gives up, so check every branch of your handler, errors included, ends the response.",
  },
  {
    course: 'react-in-practice',
    lesson: 'Events and controlled forms',
    title: "I can't type in my input, and React shows a warning",
    details: 'I wrote `<input value={title} />` to show the title from state.',
    answer:
      'With `value` but no `onChange` the input is read-only: React always shows the state, and nothing updates it. Add `onChange={(e) => setTitle(e.target.value)}` so each keystroke updates the state and React renders it back. If you only want a starting value and then leave the input alone, use `defaultValue` instead (an uncontrolled input).',
  },
  {
    course: 'sql-for-analysts',
    lesson: 'Sorting, limiting and DISTINCT',
    title: 'My top 5 changes between runs when two lines have the same total',
    details: 'I use `ORDER BY line_total DESC LIMIT 5` and two 59.00 lines swap places.',
    answer:
      'Rows that tie on every sort column may come back in either order. Add a column that cannot tie, a key, as a tie-breaker: `ORDER BY line_total DESC, order_id`. Then the output is the same every time.',
  },
  {
    course: 'python-for-data-analysis',
    lesson: 'Cleaning: missing values, types and duplicates',
    title: 'astype(float) fails on unit_price, what should I do?',
    details: 'It stops with an error at a value that says `unknown`.',
    answer:
      'Use `pd.to_numeric(sales["unit_price"], errors="coerce")`: it converts what it can and turns the rest into `NaN`. Then look at what became `NaN` before deciding to fill, drop or keep it missing; never coerce blindly. Text such as `2,80` would need cleaning with `.str.replace` first.',
  },
];

/** Inserts each question under its lesson, by a current learner of the course, with its answer. */
export async function insertQuestions(
  tx: Queryable,
  now: Date,
  courses: SeedCourse[],
  curricula: SeedCurriculum[],
  plan: Participation[],
  courseIds: Map<string, string>,
  lessonIds: Map<string, string[]>,
): Promise<void> {
  for (const seed of SEED_QUESTIONS) {
    const course = defined(
      courses.find((c) => c.slug === seed.course),
      `seed question: course ${seed.course}`,
    );
    const curriculum = defined(curricula.find((c) => c.slug === seed.course));
    const titles = curriculum.sections.flatMap((s) => s.lessons.map((l) => l.fields.title));
    const lessonId = defined(
      lessonIds.get(seed.course)?.[titles.indexOf(seed.lesson)],
      `seed question: lesson ${seed.lesson} of ${seed.course}`,
    );
    const learners = plan.filter((p) => p.course === seed.course && p.current);
    // A course's second question comes from another learner than its first.
    const nth = SEED_QUESTIONS.filter((q) => q.course === seed.course).indexOf(seed);
    const asker = defined(learners[nth], `seed question: a learner of ${seed.course}`);
    // Asked some time after enrolling, answered a little later, both before the seed time.
    const start = asker.enrolledAt.getTime();
    const asked = new Date(start + (now.getTime() - start) * 0.5);
    const answered = new Date(start + (now.getTime() - start) * 0.7);
    const [question] = await tx.query<{ id: string }>(
      `INSERT INTO lesson_questions (course_id, lesson_id, author_email, author_name, title,
         details, details_html, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        defined(courseIds.get(seed.course)),
        lessonId,
        asker.learner.email,
        asker.learner.name,
        seed.title,
        seed.details,
        renderMarkdown(seed.details),
        asked.toISOString(),
      ],
    );
    const questionId = defined(question, 'seeded question').id;
    const [answer] = await tx.query<{ id: string }>(
      `INSERT INTO question_answers (question_id, author_email, author_name, body, body_html, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        questionId,
        course.addedByEmail,
        course.addedByName,
        seed.answer,
        renderMarkdown(seed.answer),
        answered.toISOString(),
      ],
    );
    // A course's first question has its answer accepted; a later one waits for its asker.
    if (SEED_QUESTIONS.find((q) => q.course === seed.course) === seed) {
      await tx.query('UPDATE lesson_questions SET accepted_answer_id = $1 WHERE id = $2', [
        defined(answer, 'seeded answer').id,
        questionId,
      ]);
    }
    const upvoter = learners[nth + 1];
    if (upvoter) {
      await tx.query('INSERT INTO question_upvotes (question_id, user_email) VALUES ($1, $2)', [
        questionId,
        upvoter.learner.email,
      ]);
    }
  }
}
