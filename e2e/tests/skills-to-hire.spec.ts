import { go, loginAs, logout, main, toast } from '../actions.ts';
import { addCourse, finishedCourse, postJob, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Skills join courses and jobs (docs/product.md: Jobs for you, Applying with certificates), the
 * whole way through the real stack: a learner finishes a course; 'Best match for you' ranks a job
 * needing its skill first with 'You have 1 of 2 skills'; the job's page leads to the courses for
 * the other skill; the learner applies with the certificate ticked for them; the poster sees it
 * 'Verified'; the learner revokes the credential and the poster's next look says 'Revoked'.
 */
test('a finished course ranks a job first, its certificate goes with the application, verified then revoked', async ({
  page,
  axe,
}) => {
  test.slow();
  const [author, learner, poster] = await withAccounts('author', 'learner', 'poster');
  // Skills of this run alone, so no other run's job ranks above this one.
  const run = Date.now().toString(36);
  const held = `Applied cryptography ${run}`;
  const missing = `Threat modelling ${run}`;
  const courseTitle = `Ciphers in Practice ${run}`;
  const jobTitle = `Security Engineer ${run}`;
  const { certificateId } = await finishedCourse(author, learner, courseTitle, [held]);
  const otherCourse = `Modelling Threats ${run}`;
  await addCourse(author, otherCourse, [missing]);
  const jobId = await postJob(poster, {
    title: jobTitle,
    company: `Cipherworks ${run}`,
    skills: [held, missing],
  });

  await test.step("'Best match for you' ranks the job first: 'You have 1 of 2 skills'", async () => {
    await loginAs(page, axe, learner, '/jobs');
    await main(page).getByLabel('Sort jobs').selectOption({ label: 'Best match for you' });
    await expect(page).toHaveURL(/\/jobs\?sort=match$/);
    const first = main(page).getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(jobTitle);
    await expect(first.getByText('You have 1 of 2 skills')).toBeVisible();
    await axe.check(page);
    await first.getByRole('link', { name: jobTitle }).click();
    await expect(page).toHaveURL(`/jobs/${jobId}`);
  });

  await test.step("the job's page ticks the skill held and leads to a course for the other", async () => {
    const required = main(page).getByRole('region', { name: 'Skills required' });
    await expect(required.getByRole('listitem').first()).toHaveText(
      `${held} (you have this skill)`,
    );
    await expect(required.getByRole('link')).toHaveText([`Learn ${missing}`]);
    await axe.check(page);
    await required.getByRole('link', { name: `Learn ${missing}` }).click();
    await expect(page).toHaveURL(/\/courses\?skill=.+&sort=rating_desc$/);
    await expect(main(page).getByText(`Courses teaching ${missing}`)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: otherCourse })).toBeVisible();
    await axe.check(page);
    await page.goBack();
    await expect(page).toHaveURL(`/jobs/${jobId}`);
  });

  await test.step('the learner applies, the certificate ticked for them', async () => {
    await main(page)
      .getByRole('button', { name: /^Apply Now/ })
      .click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
    const attach = dialog.getByRole('group', { name: 'Attach certificates' });
    await expect(attach.getByRole('checkbox', { name: new RegExp(courseTitle) })).toBeChecked();
    await dialog
      .getByRole('textbox', { name: /^Resume URL/ })
      .fill('https://cv.example.com/crypto.pdf');
    await axe.check(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, 'Application submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await logout(page, learner.name);
  });

  const applicantRow = () => main(page).getByRole('row').filter({ hasText: learner.name });

  await test.step("the poster sees it 'Verified', and 1 of 2 required skills", async () => {
    await loginAs(page, axe, poster, `/my-jobs/${jobId}/applications`);
    const row = applicantRow();
    await expect(row.getByRole('link', { name: courseTitle })).toHaveAttribute(
      'href',
      `/certificates/${certificateId}`,
    );
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByText('Skills: 1 of 2 required')).toBeVisible();
    await axe.check(page);
    // Signed out here, the applications would be asked for once more without a session.
    await go(page, '/');
    await logout(page, poster.name);
  });

  await test.step('the learner revokes the credential on the certificate page; My Applications marks it', async () => {
    await loginAs(page, axe, learner, `/certificates/${certificateId}`);
    await main(page).getByRole('button', { name: 'Revoke credential' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke credential' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, 'Credential revoked')).toBeVisible();
    await axe.check(page);
    // Their own applications say which one carried it, and that it is revoked now.
    await go(page, '/my-applications');
    const sent = main(page).getByRole('row').filter({ hasText: jobTitle });
    await expect(sent.getByRole('link', { name: courseTitle })).toHaveAttribute(
      'href',
      `/certificates/${certificateId}`,
    );
    await expect(sent.getByText('Revoked', { exact: true })).toBeVisible();
    await axe.check(page);
    await logout(page, learner.name);
  });

  await test.step("the poster's next look says 'Revoked', and no skill held", async () => {
    await loginAs(page, axe, poster, `/my-jobs/${jobId}/applications`);
    const row = applicantRow();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Skills: 0 of 2 required')).toBeVisible();
    await axe.check(page);
  });
});
