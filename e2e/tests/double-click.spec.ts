/**
 * A double click sends an action once. Every action button is disabled while its request
 * runs (the page commits that before the second click arrives), so a double click is one request:
 * one success, never a success followed by 'already enrolled' or 'not enrolled'.
 */
import { go, loginAs, main, toast } from '../actions.ts';
import { addCourse, createAccount } from '../setup.ts';
import { expect, newUser, test } from '../fixtures.ts';

test('double clicks enrol once (detail and card) and remove once', async ({ page, axe, watch }) => {
  test.slow();
  // Pages left at once abort their lazy chunks and reads; only aborted reads are tolerated: any
  // failed write, error status (a second enrolment's 409) or console error fails the test.
  watch.expectRequestFailure(/^GET \S+: net::ERR_ABORTED$/);
  const author = newUser('author');
  await createAccount(author);
  const stamp = Date.now().toString(36);
  const detailTitle = `Double click detail ${stamp}`;
  const cardTitle = `Double click card ${stamp}`;
  const detailId = await addCourse(author, detailTitle);
  await addCourse(author, cardTitle);
  const learner = newUser('dblclick');
  await createAccount(learner);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/enrollments(\/|$)/.test(new URL(request.url()).pathname) && request.method() !== 'GET')
      requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });

  await loginAs(page, axe, learner, `/courses/${detailId}`);
  const enrol = main(page).getByRole('button', { name: 'Enroll Now' });
  await expect(enrol).toBeEnabled();
  await enrol.dblclick();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await expect(main(page).getByText('You have enrolled in 1 out of 3 courses')).toBeVisible();
  await expect(toast(page, 'You are already enrolled in this course')).toHaveCount(0);
  await axe.check(page);

  await go(page, `/courses?q=${encodeURIComponent(cardTitle)}`);
  const card = main(page).getByRole('article').filter({ hasText: cardTitle });
  const cardEnrol = card.getByRole('button', { name: /Enroll Now/ });
  await expect(cardEnrol).toBeEnabled();
  await cardEnrol.dblclick();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await expect(card.getByRole('button', { name: /Enrolled/ })).toBeDisabled();
  await expect(toast(page, 'You are already enrolled in this course')).toHaveCount(0);
  await axe.check(page);

  await go(page, '/my-enrolled-courses');
  const table = main(page).getByRole('table', { name: 'Your enrolled courses' });
  await table.getByRole('button', { name: `Remove Enrollment: ${detailTitle}` }).dblclick();
  const confirm = page.getByRole('alertdialog', { name: 'Remove enrollment?' });
  await confirm.getByRole('button', { name: 'Remove Enrollment' }).dblclick();
  await expect(toast(page, 'Successfully removed from enrolled courses')).toBeVisible();
  await expect(table).not.toContainText(detailTitle);
  await expect(toast(page, 'Failed to remove enrollment')).toHaveCount(0);
  await axe.check(page);

  expect(requests.filter((r) => r === 'POST /enrollments')).toHaveLength(2);
  expect(requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
});
