import { go, loginAs, logout, main, toast } from '../actions.ts';
import { callApi, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Applying with certificates (docs/product.md) against the real stack: a learner who finished a
 * course applies to a job requiring its skill, the certificate ticked for them; the poster sees it
 * 'Verified' and how many required skills it proves; once the learner revokes the credential,
 * the poster's next look says 'Revoked'.
 */

type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };

test('a learner applies with a certificate; the poster sees it verified, then revoked', async ({
  page,
  axe,
}) => {
  test.slow();
  const [author, learner, poster] = await withAccounts('author', 'learner', 'poster');
  const id = Date.now().toString(36);
  const courseTitle = `Applied Cryptography ${id}`;
  const jobTitle = `Security Engineer ${id}`;

  // Setup through the API: a course teaching Cryptography, finished by the learner; a job
  // requiring Cryptography and one more skill.
  const { _id: courseId } = await callApi<{ _id: string }>(author, 'POST', '/courses', 201, {
    title: courseTitle,
    description: 'Made by an end-to-end test.',
    imageUrl: `${process.env.E2E_API_URL}/assets/courses/web-development-1.svg`,
    duration: '2 weeks',
    category: 'cybersecurity',
    skills: ['Cryptography'],
  });
  const base = `/courses/${courseId}/curriculum/sections`;
  const section = (await callApi<Written>(author, 'POST', base, 201, { title: 'Basics' })).outline
    .sections[0];
  const { lessonId } = await callApi<Written>(
    author,
    'POST',
    `${base}/${section?._id ?? ''}/lessons`,
    201,
    { title: 'Ciphers', kind: 'article', minutes: 5, body: 'Read this and you are done.' },
  );
  await callApi(learner, 'POST', '/enrollments', 201, { courseId });
  const done = await callApi<{ certificate: { _id: string } | null }>(
    learner,
    'PUT',
    `/courses/${courseId}/lessons/${lessonId ?? ''}/completion`,
    200,
  );
  const certificateId = done.certificate?._id ?? '';
  expect(certificateId).not.toBe('');
  const job = await callApi<{ _id: string }>(poster, 'POST', '/jobs', 201, {
    title: jobTitle,
    company: `Cipherworks ${id}`,
    location: 'Remote',
    salary: 'EUR 60,000',
    type: 'Full-time',
    description: 'Posted by an end-to-end test.',
    skills: ['Cryptography', 'Threat modelling'],
  });

  await test.step('the learner applies, the certificate ticked for them', async () => {
    await loginAs(page, axe, learner, `/jobs/${job._id}`);
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
    await loginAs(page, axe, poster, `/my-jobs/${job._id}/applications`);
    const row = applicantRow();
    const link = row.getByRole('link', { name: courseTitle });
    await expect(link).toHaveAttribute('href', `/certificates/${certificateId}`);
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await expect(row.getByText('Skills: 1 of 2 required')).toBeVisible();
    await axe.check(page);
    // Signed out here, the applications would be asked for once more without a session.
    await go(page, '/');
    await logout(page, poster.name);
  });

  await test.step('the learner revokes the credential on the certificate page', async () => {
    await loginAs(page, axe, learner, `/certificates/${certificateId}`);
    await axe.check(page);
    await main(page).getByRole('button', { name: 'Revoke credential' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke credential' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, 'Credential revoked')).toBeVisible();
    await logout(page, learner.name);
  });

  await test.step("the poster's next look says 'Revoked', and no skill held", async () => {
    await loginAs(page, axe, poster, `/my-jobs/${job._id}/applications`);
    const row = applicantRow();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Skills: 0 of 2 required')).toBeVisible();
    await go(page, `/my-jobs/${job._id}/applications`);
    await expect(applicantRow().getByText('Revoked', { exact: true })).toBeVisible();
    await axe.check(page);
  });
});
