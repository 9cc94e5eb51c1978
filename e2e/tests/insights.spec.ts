import type { Page } from '@playwright/test';
import { acrossAccounts, loginAs, logout, main, openFromManageCourses, toast } from '../actions.ts';
import { addCourse, callApi, withAccounts } from '../setup.ts';
import { expect, test, type NewUser } from '../fixtures.ts';

/**
 * Insights (docs/product.md) against the real stack: a learner completes a
 * lesson and passes a quiz; the author's Insights page shows the new completion and score, as a
 * chart and as a table; anyone else gets the 404 page.
 */

/** A course of one section: an article, then a quiz whose right answer is 'Paris'. */
async function courseWithQuiz(author: NewUser, title: string) {
  const courseId = await addCourse(author, title);
  type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };
  const base = `/courses/${courseId}/curriculum/sections`;
  const section = (await callApi<Written>(author, 'POST', base, 201, { title: 'Basics' })).outline
    .sections[0];
  const lessons = `${base}/${section?._id ?? ''}/lessons`;
  await callApi(author, 'POST', lessons, 201, {
    title: 'Reading maps',
    kind: 'article',
    minutes: 6,
    body: 'A map is a drawing of a place.',
  });
  await callApi(author, 'POST', lessons, 201, {
    title: 'Capitals quiz',
    kind: 'quiz',
    minutes: 3,
    quiz: {
      questions: [{ prompt: 'The capital of France?', options: ['Lyon', 'Paris'], answer: 1 }],
    },
  });
  return courseId;
}

const chart = (page: Page, title: string) =>
  main(page)
    .locator('figure')
    .filter({ has: page.getByRole('heading', { name: title }) });

test("the author's insights show a learner's completion and quiz score; nobody else's", async ({
  page,
  axe,
  watch,
}) => {
  acrossAccounts(watch);
  // The stranger's visit: the API's 404 is what the page shows.
  watch.expectStatus(/\/insights$/, 404);
  watch.expectConsoleError(/status of 404/);
  const [author, learner, stranger] = await withAccounts('author', 'learner', 'stranger');
  const title = `Insights ${Date.now().toString(36)}`;
  const courseId = await courseWithQuiz(author, title);

  // Before anyone enrols: the figures at 0 and the empty state, reached from Manage Courses.
  await openFromManageCourses(page, axe, author, {
    link: `Insights of ${title}`,
    heading: `${title}: Insights`,
  });
  await expect(main(page).getByText('No learners yet, so nothing to show.')).toBeVisible();
  await axe.check(page);
  await logout(page, author.name);

  // The learner enrols, completes the article and passes the quiz.
  await loginAs(page, axe, learner, `/courses/${courseId}`);
  await main(page).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('link', { name: 'Start course' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reading maps' })).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('button', { name: 'Mark as complete' }).click();
  await expect(main(page).getByRole('button', { name: 'Completed' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Next lesson' }).click();
  await main(page).getByRole('radio', { name: 'Paris' }).check();
  await main(page).getByRole('button', { name: 'Submit answers' }).click();
  await expect(main(page).getByText('You scored 100%. You passed!')).toBeVisible();
  await axe.check(page);
  await logout(page, learner.name);

  // The author's page now: one learner, both lessons completed once, the quiz at 100%.
  await loginAs(page, axe, author, `/manage-courses/${courseId}/insights`);
  const figures = main(page).locator('dl');
  await expect(figures.getByText('Learners now')).toBeVisible();
  await expect(figures).toContainText('Learners now1');
  await expect(figures).toContainText('Completed1');
  const progress = chart(page, 'How far learners get');
  await expect(
    progress.getByRole('img', { name: 'How far learners get' }),
  ).toHaveAccessibleDescription(
    '1 completed the first lesson, Reading maps; 1 the last, Capitals quiz.',
  );
  const quizzes = chart(page, 'Quizzes');
  await expect(quizzes.getByText('100% · 100% passed')).toBeVisible();
  await quizzes.getByRole('button', { name: 'Show as table' }).click();
  await expect(quizzes.getByRole('row', { name: /Capitals quiz/ })).toContainText('100%100%1');
  await expect(page).toHaveTitle('Insights | EduGate');
  await axe.check(page);
  await logout(page, author.name);

  // Anyone else: the 404 page.
  await loginAs(page, axe, stranger, `/manage-courses/${courseId}/insights`);
  await expect(main(page).getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await axe.check(page);
});
