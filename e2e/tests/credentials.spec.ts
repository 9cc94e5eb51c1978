import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { go, loginAs, logout, main, toast } from '../actions.ts';
import { finishedCourse, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Credentials anyone can verify (docs/product.md) against the real stack: a learner's certificate
 * gives its signed credential, /verify checks the downloaded file signed out, and once the
 * learner revokes it both /verify and the certificate page say so.
 */

async function verifyFile(page: Page, file: string) {
  await go(page, '/verify');
  await expect(page).toHaveTitle('Verify a credential | EduGate');
  await main(page).getByLabel('Or choose its file').setInputFiles(file);
}

test('a learner downloads the credential, anyone verifies it, the learner revokes it', async ({
  page,
  axe,
}) => {
  const [author, learner] = await withAccounts('author', 'learner');
  const { certificateId: id } = await finishedCourse(author, learner, 'Verifiable Course');

  await loginAs(page, axe, learner, `/certificates/${id}`);
  await expect(main(page).getByText(/^Verified: issued by EduGate to /)).toBeVisible();
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download credential' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`edugate-certificate-${id}.json`);
  const saved = await file.path();
  expect(JSON.parse(await readFile(saved, 'utf8'))).toMatchObject({
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
  });
  await axe.check(page);

  // Signed out, /verify checks the file: every check passes.
  await logout(page, learner.name);
  await verifyFile(page, saved);
  await expect(
    main(page).getByText(`Verified: issued by EduGate to ${learner.name} on `, { exact: false }),
  ).toBeVisible();
  await axe.check(page);

  // One character of its name changed: the signature no longer holds, and /verify says so. No
  // request leaves this machine meanwhile (the watch fixture fails the test on any).
  const credential = JSON.parse(await readFile(saved, 'utf8')) as { name: string };
  const tampered = test.info().outputPath('tampered.json');
  await writeFile(
    tampered,
    JSON.stringify({ ...credential, name: `${credential.name.slice(0, -1)}X` }, null, 2),
  );
  await verifyFile(page, tampered);
  await expect(
    main(page).getByText(
      'This credential could not be verified: it was changed after it was signed.',
    ),
  ).toBeVisible();

  // The learner revokes it on the certificate page, after the confirmation.
  await loginAs(page, axe, learner, `/certificates/${id}`);
  await main(page).getByRole('button', { name: 'Revoke credential' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke credential' });
  await expect(
    confirm.getByText(
      'Revoke this credential? Anyone who checks it will see that it was revoked. This cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Credential revoked')).toBeVisible();
  await expect(main(page).getByText(/^Revoked on /)).toBeVisible();

  // Signed out again: /verify and the page both say it was revoked.
  await logout(page, learner.name);
  await verifyFile(page, saved);
  await expect(main(page).getByText(/^Revoked on /)).toBeVisible();
  await go(page, `/certificates/${id}`);
  await expect(main(page).getByText(/^Revoked on /)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Revoke credential' })).toBeHidden();
});
