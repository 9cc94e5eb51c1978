import type { Page } from '@playwright/test';
import { accountMenuButton, logout, main, signIn, toast } from '../actions.ts';
import { withAccounts } from '../setup.ts';
import { expect, test, type NewUser } from '../fixtures.ts';

/*
 * The job board's other half (docs/product.md, The job board's two sides) against the real stack: a poster
 * and an applicant, each in their own session, through the screens only.
 */

/** Opens one of the profile menu's job-board pages, as a person would. */
async function openFromMenu(page: Page, user: NewUser, link: 'My Jobs' | 'My Applications') {
  await accountMenuButton(page, user.name).click();
  await page
    .getByRole('navigation', { name: 'Your job board' })
    .getByRole('link', { name: link })
    .click();
  await expect(page).toHaveTitle(`${link} | EduGate`);
}

test('a poster reads and decides applications; the applicant follows them', async ({
  page,
  axe,
  watch,
}) => {
  test.slow();
  const [poster, applicant] = await withAccounts('poster', 'applicant');
  const id = Date.now().toString(36);
  const company = `Boardcorp ${id}`;
  const title = `Board Engineer ${id}`;
  let applicationsUrl = '';
  const letter = 'Dear poster,\nI have shipped three job boards.\nI would love to build yours.';

  await test.step('A posts a job; their card says Posted by you, with no Apply Now', async () => {
    await signIn(page, axe, poster);
    await page.goto('/jobs');
    await main(page).getByRole('button', { name: 'Post a Job' }).click();
    const post = page.getByRole('dialog', { name: 'Post a Job' });
    await post.getByRole('textbox', { name: /^Job Title/ }).fill(title);
    await post.getByRole('textbox', { name: /^Company/ }).fill(company);
    await post.getByRole('textbox', { name: /^Location/ }).fill('Remote, EU');
    await post.getByRole('textbox', { name: /^Salary/ }).fill('EUR 60,000');
    await post.getByRole('textbox', { name: /^Job Description/ }).fill('Builds the board.');
    await post.getByRole('button', { name: 'Post Job' }).click();
    await expect(toast(page, 'Job posted successfully!')).toBeVisible();
    const card = main(page).getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Posted by you')).toBeVisible();
    await expect(card.getByRole('link', { name: `Manage: ${title}` })).toBeVisible();
    // A cannot apply to their own job: the card offers no Apply Now.
    await expect(card.getByRole('button', { name: /^Apply Now/ })).toHaveCount(0);
    await axe.check(page);
    await logout(page, poster.name);
  });

  await test.step('B finds it by company, applies, sees Applied and the application (New)', async () => {
    await signIn(page, axe, applicant);
    await page.goto('/jobs');
    await main(page).getByRole('searchbox', { name: 'Search jobs' }).fill(company.toLowerCase());
    await expect(page).toHaveURL(/\/jobs\?q=boardcorp/);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    const card = main(page).getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Apply Now: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await dialog.getByRole('textbox', { name: /^Resume URL/ }).fill('https://cv.example.com/b.pdf');
    await dialog.getByRole('textbox', { name: /^Cover Letter/ }).fill(letter);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, 'Application submitted successfully!')).toBeVisible();
    await expect(card.getByText('Applied', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Apply Now/ })).toHaveCount(0);
    await axe.check(page);
    await openFromMenu(page, applicant, 'My Applications');
    const row = main(page).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(company);
    await expect(row).toContainText('New');
    await expect(row.getByRole('button', { name: `Withdraw: ${title}` })).toBeVisible();
    await axe.check(page);
    await logout(page, applicant.name);
  });

  await test.step('A sees 1 applicant, reads the resume link and letter, shortlists', async () => {
    await signIn(page, axe, poster);
    await openFromMenu(page, poster, 'My Jobs');
    const row = main(page).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('1 applicant');
    await axe.check(page);
    await row.getByRole('link', { name: title }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      `${title}: Applications`,
    );
    applicationsUrl = new URL(page.url()).pathname;
    const applicantRow = main(page).getByRole('row').filter({ hasText: applicant.email });
    await expect(applicantRow).toContainText(applicant.name);
    const resume = applicantRow.getByRole('link', { name: /^Resume/ });
    await expect(resume).toHaveAttribute('href', 'https://cv.example.com/b.pdf');
    await expect(resume).toHaveAttribute('target', '_blank');
    await applicantRow.getByRole('button', { name: 'Show more' }).click();
    await expect(applicantRow).toContainText('I would love to build yours.');
    await applicantRow.getByRole('combobox').selectOption('Shortlisted');
    await expect(toast(page, 'Application status updated')).toBeVisible();
    await axe.check(page);
    await logout(page, poster.name);
  });

  await test.step("B gets the 404 page for A's applications, sees Shortlisted, cannot withdraw", async () => {
    // Not A's applicant list for anyone else: the API answers 404 (no existence leak). Signing in
    // may also return B to the page A left, which answers the same.
    watch.expectStatus(/\/jobs\/[^/]+\/applications(\?sort=\w+)?$/, 404);
    watch.expectConsoleError(/status of 404/);
    await signIn(page, axe, applicant);
    await page.goto(applicationsUrl);
    await expect(main(page).getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(main(page).getByText(applicant.email)).toHaveCount(0);
    await axe.check(page);
    await page.goto('/my-applications');
    const row = main(page).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Shortlisted');
    await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    await axe.check(page);
    await logout(page, applicant.name);
  });

  await test.step('A closes the job: it leaves /jobs', async () => {
    await signIn(page, axe, poster);
    await page.goto('/my-jobs');
    const row = main(page).getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Close ${title}` }).click();
    await expect(toast(page, 'Job closed')).toBeVisible();
    await expect(row).toContainText('Closed');
    await axe.check(page);
    await page.goto(`/jobs?q=${encodeURIComponent(company)}`);
    await expect(main(page).getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await axe.check(page);
  });

  await test.step('A deletes the job with its application', async () => {
    await page.goto('/my-jobs');
    const row = main(page).getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this job?' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete the job "${title}"? Its 1 application will be deleted too. This action cannot be undone.`,
    );
    await axe.check(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Job deleted successfully')).toBeVisible();
    await expect(
      main(page).getByRole('heading', { name: "You haven't posted any jobs yet." }),
    ).toBeVisible();
    await axe.check(page);
    await logout(page, poster.name);
    await signIn(page, axe, applicant);
    await page.goto('/my-applications');
    await expect(
      main(page).getByRole('heading', { name: "You haven't applied to any jobs yet." }),
    ).toBeVisible();
    await axe.check(page);
  });
});
