import type { Locator, Page } from '@playwright/test';
import { logout, main, signIn } from '../actions.ts';
import { addCourse, callApi, postJob, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/*
 * People on EduGate talking to each other (docs/product.md, "Questions and messages"), against
 * the real stack: a learner asks under a lesson, the author hears of it, answers from the lesson
 * the notification leads to, and the learner accepts the answer, then upvotes the question and
 * takes it back (the Q&A pages checked in the dark theme too); the applicant and the poster of
 * one application write to each other on it, each message notifying the other side.
 */

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });
const questions = (page: Page) => main(page).getByRole('region', { name: 'Questions' });
const questionItem = (page: Page, title: string) =>
  questions(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('a learner asks under a lesson, the author answers, the learner accepts the answer', async ({
  page,
  axe,
}) => {
  test.slow();
  const [author, learner] = await withAccounts('author', 'learner');
  const id = Date.now().toString(36);
  const courseTitle = `Asked Course ${id}`;
  const courseId = await addCourse(author, courseTitle);
  type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };
  const sections = `/courses/${courseId}/curriculum/sections`;
  const section = (await callApi<Written>(author, 'POST', sections, 201, { title: 'Basics' }))
    .outline.sections[0];
  const lesson = await callApi<Written>(
    author,
    'POST',
    `${sections}/${section?._id ?? ''}/lessons`,
    201,
    {
      title: 'Sample variance',
      kind: 'article',
      minutes: 6,
      body: 'Divide the sum of squared deviations by n - 1.',
    },
  );
  await callApi(learner, 'POST', '/enrollments', 201, { courseId });
  const lessonPath = `/learn/${courseId}/${lesson.lessonId ?? ''}`;
  const title = 'Why divide by n - 1 and not by n?';
  const reply = 'The mean was estimated from the same sample, which uses up one degree of freedom.';

  await test.step('the learner asks below the lesson', async () => {
    await signIn(page, axe, learner);
    await page.goto(lessonPath);
    await expect(questions(page).getByText('No questions yet. Ask the first one.')).toBeVisible();
    await questions(page).getByRole('textbox', { name: 'Title' }).fill(title);
    await questions(page)
      .getByRole('textbox', { name: 'Details (optional)' })
      .fill('The lesson says **n - 1**; my calculator offers both.');
    await questions(page).getByRole('button', { name: 'Ask a question' }).click();
    await expect(questionItem(page, title)).toContainText(learner.name);
    await expect(questions(page).getByText('1 question', { exact: true })).toBeVisible();
    await axe.check(page);
    await page.goto('/');
    await logout(page, learner.name);
  });

  await test.step('the author follows the notification to the lesson and answers', async () => {
    await signIn(page, axe, author);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');
    await page.goto('/notifications');
    const notification = main(page).getByRole('link', {
      name: `Unread: New question in ${courseTitle}: ${title}`,
    });
    await axe.check(page);
    await notification.click();
    await expect(page).toHaveURL(lessonPath);
    const item = questionItem(page, title);
    await item.getByRole('button', { name: 'Answer' }).click();
    await item.getByRole('textbox', { name: 'Your answer' }).fill(reply);
    await item.getByRole('button', { name: 'Post answer' }).click();
    const answer = item.getByRole('listitem').filter({ hasText: reply });
    await expect(answer).toContainText('Instructor');
    await axe.check(page);
    await page.goto('/');
    await logout(page, author.name);
  });

  await test.step('the learner hears of the answer and accepts it', async () => {
    await signIn(page, axe, learner);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');
    await page.goto('/notifications');
    await axe.check(page);
    await main(page)
      .getByRole('link', { name: `Unread: ${author.name} answered your question: ${title}` })
      .click();
    await expect(page).toHaveURL(lessonPath);
    const item = questionItem(page, title);
    await item.getByRole('button', { name: 'Show 1 answer' }).click();
    const answer = item.getByRole('listitem').filter({ hasText: reply });
    await answer.getByRole('button', { name: 'Accept' }).click();
    await expect(answer.getByText('Accepted')).toBeVisible();
    await expect(answer.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    // The server has it: after a reload the answer is still the accepted one.
    await page.reload();
    await questionItem(page, title).getByRole('button', { name: 'Show 1 answer' }).click();
    await expect(
      questionItem(page, title)
        .getByRole('listitem')
        .filter({ hasText: reply })
        .getByText('Accepted'),
    ).toBeVisible();
    await axe.check(page);
  });

  await test.step("the course's Q&A page lists it under its lesson; 'Unanswered' leaves it out", async () => {
    await questions(page).getByRole('link', { name: 'All questions of this course' }).click();
    await expect(page).toHaveURL(`/courses/${courseId}/questions`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Q&A: ${courseTitle}`);
    const item = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByRole('link', { name: 'Sample variance' })).toHaveAttribute(
      'href',
      lessonPath,
    );
    await axe.check(page);
    await main(page).getByRole('button', { name: 'Unanswered' }).click();
    await expect(page).toHaveURL(`/courses/${courseId}/questions?unanswered=true`);
    await expect(
      main(page).getByRole('heading', {
        name: 'No questions match. Try other words or fewer filters.',
      }),
    ).toBeVisible();
  });

  await test.step('in the dark theme both pages pass axe; an upvote is given and taken back', async () => {
    await page.evaluate(() => localStorage.setItem('edugate.theme', 'dark'));
    await page.goto(`/courses/${courseId}/questions`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const listed = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await listed.getByRole('button', { name: 'Upvote', exact: true }).click();
    await expect(listed.getByRole('button', { name: 'Upvoted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(listed.getByText('1 upvote', { exact: true })).toBeVisible();
    await axe.check(page);

    await page.goto(lessonPath);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const item = questionItem(page, title);
    await expect(item.getByText('1 upvote', { exact: true })).toBeVisible();
    await axe.check(page);
    await item.getByRole('button', { name: 'Upvoted' }).click();
    await expect(item.getByRole('button', { name: 'Upvote', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(item.getByText('0 upvotes', { exact: true })).toBeVisible();
    await axe.check(page);
    // The server has it: after a reload the upvote is still gone.
    await page.reload();
    await expect(questionItem(page, title).getByText('0 upvotes', { exact: true })).toBeVisible();
    await expect(
      questionItem(page, title).getByRole('button', { name: 'Upvote', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

/** Writes `text` in the open thread and waits until it shows as the writer's own. */
async function send(thread: Locator, text: string) {
  await thread.getByRole('textbox', { name: 'Your message' }).fill(text);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: text })).toContainText('You (');
  await expect(thread.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
}

test('an applicant and the poster exchange messages on an application', async ({ page, axe }) => {
  test.slow();
  const [poster, applicant] = await withAccounts('poster', 'applicant');
  const id = Date.now().toString(36);
  const title = `Thread Engineer ${id}`;
  const jobId = await postJob(poster, { title, company: `Threadworks ${id}` });
  await callApi(applicant, 'POST', `/jobs/${jobId}/apply`, 201, {
    resumeUrl: 'https://cv.example.com/t.pdf',
  });
  const question = 'Is the role open to people outside the EU?';
  const answer = 'Yes: anywhere within three hours of Berlin time.';

  await test.step('the applicant writes first, from My Applications', async () => {
    await signIn(page, axe, applicant);
    await page.goto('/my-applications');
    await main(page)
      .getByRole('button', { name: `Messages about ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Messages about ${title}` });
    await expect(dialog.getByText('No messages yet.')).toBeVisible();
    await axe.check(page);
    await send(dialog, question);
    await page.keyboard.press('Escape');
    await expect(main(page).getByRole('button', { name: `Messages about ${title}` })).toBeFocused();
    await page.goto('/');
    await logout(page, applicant.name);
  });

  await test.step('the poster is notified, reads it on the applications page and answers', async () => {
    await signIn(page, axe, poster);
    // The application itself, then the message.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 new');
    await page.goto('/notifications');
    await expect(
      main(page).getByRole('link', { name: `Unread: New message about ${title}` }),
    ).toBeVisible();
    await axe.check(page);
    await page.goto(`/my-jobs/${jobId}/applications`);
    await main(page)
      .getByRole('button', { name: `Messages with ${applicant.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Messages with ${applicant.name}` });
    await expect(dialog.getByRole('listitem').filter({ hasText: question })).toContainText(
      `${applicant.name} (Applicant)`,
    );
    await send(dialog, answer);
    await axe.check(page);
    await page.keyboard.press('Escape');
    await page.goto('/');
    await logout(page, poster.name);
  });

  await test.step('the applicant is notified and reads the answer below their message', async () => {
    await signIn(page, axe, applicant);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 new');
    await page.goto('/my-applications');
    await main(page)
      .getByRole('button', { name: `Messages about ${title}` })
      .click();
    const messages = page
      .getByRole('dialog', { name: `Messages about ${title}` })
      .getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText(question);
    await expect(messages.nth(1)).toContainText(answer);
    await expect(messages.nth(1)).toContainText(`${poster.name} (Poster)`);
  });
});
