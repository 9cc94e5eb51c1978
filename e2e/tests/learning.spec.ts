import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  acrossAccounts,
  go,
  loginAs,
  logout,
  main,
  openFromManageCourses,
  toast,
} from '../actions.ts';
import { addCourse, callApi, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Learning (docs/product.md) against the real stack: an author builds a
 * curriculum; a learner takes the course from its first lesson to its certificate; who may not
 * open what.
 */

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The author adds a lesson to a section through the lesson dialog. */
async function addLesson(
  page: Page,
  section: string,
  lesson: { title: string; minutes?: string } & (
    | { kind: 'article'; body: string }
    | { kind: 'quiz'; prompt: string; options: [string, string]; right: 1 | 2 }
  ),
) {
  await main(page)
    .getByRole('button', { name: `Add lesson: ${section}` })
    .click();
  const form = dialog(page, 'Add lesson');
  await form.getByRole('textbox', { name: 'Lesson title' }).fill(lesson.title);
  if (lesson.minutes)
    await form.getByRole('textbox', { name: 'Estimated minutes' }).fill(lesson.minutes);
  if (lesson.kind === 'article') {
    await form.getByRole('textbox', { name: 'Article (Markdown)' }).fill(lesson.body);
  } else {
    await form.getByRole('combobox', { name: 'Lesson type' }).selectOption('quiz');
    await form.getByRole('textbox', { name: 'Question 1' }).fill(lesson.prompt);
    await form.getByRole('textbox', { name: 'Option 1' }).fill(lesson.options[0]);
    await form.getByRole('textbox', { name: 'Option 2' }).fill(lesson.options[1]);
    await form.getByRole('radio', { name: `Option ${lesson.right} is the right answer` }).check();
  }
  await form.getByRole('button', { name: 'Save lesson' }).click();
  // Lessons saved in a row: the previous toast may still be there.
  await expect(toast(page, 'Lesson saved').last()).toBeVisible();
  await expect(form).toBeHidden();
}

const lessonHeading = (page: Page, title: string) =>
  main(page).getByRole('heading', { level: 1, name: title });

test('an author builds a curriculum; a learner goes from the first lesson to the certificate', async ({
  page,
  axe,
  watch,
}) => {
  acrossAccounts(watch);
  // The learner opens a lesson before enrolling: the API's 403 is what the page explains.
  watch.expectStatus(/\/lessons\/[^/]+$/, 403);
  watch.expectConsoleError(/status of 403/);
  const [author, learner] = await withAccounts('author', 'learner');
  const title = `Lessons ${Date.now().toString(36)}`;
  const courseId = await addCourse(author, title);

  // The author builds it: a section, an article, a quiz, another article; then reorders.
  await openFromManageCourses(page, axe, author, {
    link: `Curriculum of ${title}`,
    heading: `${title}: Curriculum`,
  });
  await expect(
    main(page).getByText('Add your first section to start building this course.'),
  ).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('textbox', { name: 'Section title' }).fill('Getting started');
  await main(page).getByRole('button', { name: 'Add section' }).click();
  await expect(toast(page, 'Section added')).toBeVisible();
  await addLesson(page, 'Getting started', {
    title: 'Wrap up',
    kind: 'article',
    body: 'You made it to the end.\n\n```js\nconsole.log("done");\n```',
  });
  await addLesson(page, 'Getting started', {
    title: 'First steps',
    kind: 'article',
    minutes: '8',
    body: '## Why this course\n\nEvery lesson builds on the one before.',
  });
  await addLesson(page, 'Getting started', {
    title: 'Check yourself',
    kind: 'quiz',
    prompt: 'What does every lesson build on?',
    options: ['Nothing at all', 'The lesson before'],
    right: 2,
  });
  // From the keyboard: 'Wrap up' goes from first to last, announced each time; the focus stays
  // on its 'Move down', so Enter twice moves it twice.
  const moveDown = main(page).getByRole('button', { name: 'Move down: Wrap up' });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Lesson Wrap up was moved to position 2 of 3 in Getting started.'),
  ).toBeAttached();
  await expect(moveDown).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Lesson Wrap up was moved to position 3 of 3 in Getting started.'),
  ).toBeAttached();
  await expect(toast(page, 'Order saved').first()).toBeVisible();
  // The order now: First steps first, Wrap up last.
  await expect(main(page).getByRole('button', { name: 'Move up: First steps' })).toBeDisabled();
  await expect(main(page).getByRole('button', { name: 'Move down: Wrap up' })).toBeDisabled();
  await axe.check(page);
  await logout(page, author.name);

  // Someone else opening the editor gets the 404 page; a lesson before enrolling, the 403 text.
  await loginAs(page, axe, learner, `/manage-courses/${courseId}/curriculum`);
  await expect(main(page).getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await axe.check(page);
  await go(page, `/courses/${courseId}`);
  const content = main(page).getByRole('region', { name: 'Course content' });
  // The course's size, beside the heading (its one section says the same).
  await expect(content.getByText('3 lessons · 28 min').first()).toBeVisible();
  await expect(content.getByRole('img', { name: 'Locked' })).toHaveCount(3);
  await axe.check(page);
  const outline = (await (
    await fetch(`${process.env.E2E_API_URL}/courses/${courseId}/curriculum`)
  ).json()) as { sections: { lessons: { _id: string }[] }[] };
  const firstLesson = outline.sections[0]?.lessons[0]?._id ?? '';
  await go(page, `/learn/${courseId}/${firstLesson}`);
  await expect(main(page).getByText('Enroll in this course to open its lessons.')).toBeVisible();
  await axe.check(page);

  // The learner enrols and starts: the first lesson, marked complete.
  await go(page, `/courses/${courseId}`);
  await main(page).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await main(page).getByRole('link', { name: 'Start course' }).click();
  await expect(lessonHeading(page, 'First steps')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Why this course' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Mark as complete' }).click();
  await expect(main(page).getByRole('button', { name: 'Completed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await axe.check(page);

  // The quiz: failed, then retaken and passed.
  await main(page).getByRole('link', { name: 'Next lesson' }).click();
  await expect(lessonHeading(page, 'Check yourself')).toBeVisible();
  await main(page).getByRole('radio', { name: 'Nothing at all' }).check();
  await main(page).getByRole('button', { name: 'Submit answers' }).click();
  await expect(main(page).getByText('You scored 0%. You need 70% to pass.')).toBeVisible();
  await expect(main(page).getByText('Right answer: The lesson before')).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('button', { name: 'Retake quiz' }).click();
  await main(page).getByRole('radio', { name: 'The lesson before' }).check();
  await main(page).getByRole('button', { name: 'Submit answers' }).click();
  await expect(main(page).getByText('You scored 100%. You passed!')).toBeVisible();

  // My Enrolled Courses shows the percentage; Home's 'Continue learning' leads back.
  await go(page, '/my-enrolled-courses');
  const row = main(page).getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
  await expect(row.getByText('66%')).toBeVisible();
  await axe.check(page);
  await go(page, '/');
  const continuing = main(page).getByRole('region', { name: 'Continue learning' });
  await continuing.getByRole('link', { name: `Continue: ${title}` }).click();
  await expect(lessonHeading(page, 'Check yourself')).toBeVisible();
  axe.passedThrough('/');

  // The last lesson completes the course: the toast, and the certificate.
  await main(page).getByRole('link', { name: 'Next lesson' }).click();
  await expect(lessonHeading(page, 'Wrap up')).toBeVisible();
  await main(page).getByRole('button', { name: 'Mark as complete' }).click();
  await expect(toast(page, 'Course completed!')).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('link', { name: 'View certificate' }).click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Certificate of Completion' }),
  ).toBeVisible();
  await expect(
    main(page).getByText(
      `This certifies that ${learner.name} completed ${title}, taught by ${author.name}`,
    ),
  ).toBeVisible();
  await axe.check(page);
  const certificate = new URL(page.url()).pathname;
  await logout(page, learner.name);

  // Anyone with the link sees it, signed out, from the server's render.
  await go(page, certificate);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Certificate of Completion' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Certificate | EduGate');
  await axe.check(page);

  // Printed, it is one A4 landscape sheet with the certificate on it and nothing of the page around.
  await page.emulateMedia({ media: 'print' });
  const printed = await getDocumentProxy(
    new Uint8Array(await page.pdf({ preferCSSPageSize: true, printBackground: true })),
  );
  expect(printed.numPages).toBe(1);
  const [, , width = 0, height = 0] = (await printed.getPage(1)).view;
  const millimetres = (points: number) => Math.round((points / 72) * 25.4);
  expect([millimetres(width), millimetres(height)]).toEqual([297, 210]);
  const { text } = await extractText(printed, { mergePages: true });
  const printedText = text.replace(/\s+/g, ' ');
  expect(printedText).toContain('Certificate of Completion');
  expect(printedText).toContain(`This certifies that ${learner.name} completed ${title}`);
  expect(printedText).not.toContain('Print certificate');
  expect(printedText).not.toContain('Log in');
});

test('an unknown certificate is the server\'s 404 with "Certificate not found"', async ({
  page,
  axe,
  watch,
}) => {
  watch.expectStatus(/\/certificates\/00000000-0000-4000-8000-000000000000$/, 404);
  // Chromium reports the page's own 404 status in its console.
  watch.expectConsoleError(/status of 404/);
  const response = await page.goto('/certificates/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(main(page).getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await axe.check(page);
});

test('a seeded video lesson plays from the API with its captions', async ({ page, axe, watch }) => {
  // A player stops downloading once it has the metadata it preloads: an aborted read, not a fault.
  watch.expectRequestFailure(/^GET \S+\/assets\/lessons\/\S+\.webm: net::ERR_ABORTED$/);
  const [learner] = await withAccounts('viewer');
  const [course] = await callApi<{ _id: string }[]>(
    learner,
    'GET',
    `/courses?q=${encodeURIComponent('Modern HTML and CSS')}`,
    200,
  );
  if (!course) throw new Error('the seeded course Modern HTML and CSS is missing');
  await callApi(learner, 'POST', '/enrollments', 201, { courseId: course._id });
  const outline = await callApi<{ sections: { lessons: { _id: string; kind: string }[] }[] }>(
    learner,
    'GET',
    `/courses/${course._id}/curriculum`,
    200,
  );
  const video = outline.sections
    .flatMap((section) => section.lessons)
    .find((lesson) => lesson.kind === 'video');
  if (!video) throw new Error('the seeded course has no video lesson');

  await loginAs(page, axe, learner, `/learn/${course._id}/${video._id}`);
  const player = main(page).locator('video');
  await expect(player).toBeVisible();
  // The browser loaded and parsed the API's captions file: the track has cues to show.
  await expect
    .poll(() =>
      player.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
    )
    .toBeGreaterThan(0);
  await axe.check(page);
});
