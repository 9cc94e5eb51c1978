import type { Locator, Page } from '@playwright/test';
import { logout, main, signIn } from '../actions.ts';
import { callApi, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/*
 * People on EduGate talking to each other (docs/product.md, "Questions and messages"), against
 * the real stack: the applicant and the poster of one application write to each other on it, each
 * message notifying the other side.
 */

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

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
  const job = await callApi<{ _id: string }>(poster, 'POST', '/jobs', 201, {
    title,
    company: `Threadworks ${id}`,
    location: 'Remote',
    salary: 'EUR 50,000',
    type: 'Full-time',
    description: 'Posted by an end-to-end test.',
  });
  await callApi(applicant, 'POST', `/jobs/${job._id}/apply`, 201, {
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
    await page.goto(`/my-jobs/${job._id}/applications`);
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
