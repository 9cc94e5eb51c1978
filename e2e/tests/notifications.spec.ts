import type { Page } from '@playwright/test';
import { logout, main, signIn, toast } from '../actions.ts';
import { addCourse, callApi, createAccount, postJob, withAccounts } from '../setup.ts';
import { expect, newUser, test } from '../fixtures.ts';

/*
 * Notifications (docs/product.md) against the real stack: one person's action reaches another.
 * An application to a job notifies its poster; the poster's status change notifies the applicant;
 * a job closed and a course deleted notify those who applied to it and were enrolled in it.
 */

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test('an application notifies the poster; the status change notifies the applicant', async ({
  page,
  axe,
}) => {
  test.slow();
  const [poster, applicant] = await withAccounts('poster', 'applicant');
  const id = Date.now().toString(36);
  const title = `Bell Engineer ${id}`;
  const company = `Bellcorp ${id}`;
  const jobId = await postJob(poster, { title, company });

  await test.step('B applies to the job: their own bell stays quiet', async () => {
    await signIn(page, axe, applicant);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.goto('/jobs');
    await main(page).getByRole('searchbox', { name: 'Search jobs' }).fill(company.toLowerCase());
    const card = main(page).getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Apply Now: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await dialog.getByRole('textbox', { name: /^Resume URL/ }).fill('https://cv.example.com/b.pdf');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, 'Application submitted successfully!')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await axe.check(page);
    await logout(page, applicant.name);
  });

  await test.step("A's bell counts it; opening it leads to the applications and marks it read", async () => {
    await signIn(page, axe, poster);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');
    await bell(page).click();
    await expect(page).toHaveTitle('Notifications | EduGate');
    const list = main(page).getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('link', {
      name: `Unread: ${applicant.name} applied to your job ${title}.`,
    });
    await expect(item).toBeVisible();
    // Opening the list saw it: the bell's count is gone, the notification is still unread.
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await axe.check(page);
    await item.click();
    await expect(page).toHaveURL(`/my-jobs/${jobId}/applications`);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const row = main(page).getByRole('row').filter({ hasText: applicant.name });
    await row.getByRole('combobox').selectOption('Shortlisted');
    await expect(toast(page, 'Application status updated')).toBeVisible();
    await axe.check(page);
    // Read stays read after a reload: the server has it.
    await page.goto('/notifications');
    await expect(
      main(page).getByRole('link', { name: `${applicant.name} applied to your job ${title}.` }),
    ).toBeVisible();
    // Signed out away from /notifications: signed out there, /login would lead the next person
    // back to it, and opening the list would clear the count the next step reads.
    await page.goto('/');
    await logout(page, poster.name);
  });

  await test.step('B hears of the status; Mark all as read clears the count', async () => {
    await signIn(page, axe, applicant);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');
    await page.goto('/notifications');
    await expect(
      main(page).getByRole('link', {
        name: `Unread: Your application for ${title} at ${company} is now Shortlisted.`,
      }),
    ).toBeVisible();
    await main(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(toast(page, 'All notifications marked as read')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(main(page).getByText('1 notification, 0 unread')).toBeVisible();
    await axe.check(page);
  });
});

test('a job closed and a course deleted notify the applicant and the learner', async ({
  page,
  axe,
}) => {
  const poster = newUser('closer');
  const learner = newUser('bystander');
  await Promise.all([createAccount(poster), createAccount(learner)]);
  const id = Date.now().toString(36);
  const title = `Closing Role ${id}`;
  const company = `Shutters ${id}`;
  const courseTitle = `Retired Course ${id}`;

  // Setup through the API: the learner applies and enrols; the job closes, the course goes.
  const jobId = await postJob(poster, { title, company });
  await callApi(learner, 'POST', `/jobs/${jobId}/apply`, 201, {
    resumeUrl: 'https://cv.example.com/l.pdf',
  });
  const courseId = await addCourse(poster, courseTitle);
  await callApi(learner, 'POST', '/enrollments', 201, { courseId });
  await callApi(poster, 'PATCH', `/jobs/${jobId}`, 200, { status: 'closed' });
  await callApi(poster, 'DELETE', `/courses/${courseId}`, 204);

  await signIn(page, axe, learner);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 new');
  await bell(page).click();
  const list = main(page).getByRole('list', { name: 'Notifications' });
  await expect(
    list.getByText(`${courseTitle}, a course you were enrolled in, was deleted by its author.`),
  ).toBeVisible();
  await expect(
    list.getByText(
      `${title} at ${company}, a job you applied to, is no longer accepting applications.`,
    ),
  ).toBeVisible();
  await axe.check(page);
});
