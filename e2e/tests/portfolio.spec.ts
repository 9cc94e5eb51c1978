import { go, loginAs, logout, main, toast } from '../actions.ts';
import { callApi, finishedCourse, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Verified skills and the public portfolio (docs/product.md) against the real stack: a learner who
 * finished a course sees the skill on My Certificates, chooses a handle and shows the page; a
 * signed-out visitor reads it at /u/{handle}; once the learner turns it off it is the 404 page.
 */

const COURSE = 'Portfolio Course';
const SKILL = 'Accessibility';

test('a learner shows a public portfolio, a visitor reads it, turning it off makes it a 404', async ({
  page,
  axe,
  watch,
}) => {
  test.slow();
  const [author, learner] = await withAccounts('author', 'learner');
  const { certificateId } = await finishedCourse(author, learner, COURSE, [SKILL]);
  const handle = `learner-${Date.now().toString(36)}`;

  // My Certificates lists the skill the certificate verifies.
  await loginAs(page, axe, learner, '/my-certificates');
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Your verified skills' }),
  ).toBeVisible();
  const skills = main(page).getByRole('list', { name: 'Your verified skills' });
  await expect(skills.getByRole('link', { name: SKILL })).toHaveAttribute(
    'href',
    `/courses?skill=${SKILL}`,
  );
  await axe.check(page);

  // Profile: a handle and the page turned on.
  await go(page, '/profile');
  const handleBox = main(page).getByLabel('Handle');
  await expect(handleBox).toHaveValue('');
  const show = main(page).getByRole('checkbox', {
    name: 'Show my certificates on a public profile page',
  });
  await expect(show).not.toBeChecked();
  await expect(
    main(page).getByRole('checkbox', { name: 'Tell me about jobs that match my skills' }),
  ).toBeChecked();
  await handleBox.fill(handle);
  await show.check();
  await main(page).getByRole('button', { name: 'Save public profile' }).click();
  await expect(toast(page, 'Public profile saved')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'View your public page' })).toHaveAttribute(
    'href',
    `/u/${handle}`,
  );
  await axe.check(page);

  // A signed-out visitor opens the page: the name, the skill and the certificate.
  await logout(page, learner.name);
  await go(page, `/u/${handle}`);
  await expect(page).toHaveTitle(`${learner.name} | EduGate`);
  await expect(main(page).getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
  await expect(
    main(page).getByRole('list', { name: 'Verified skills' }).getByRole('link', { name: SKILL }),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: COURSE })).toHaveAttribute(
    'href',
    `/certificates/${certificateId}`,
  );
  await axe.check(page);

  // The learner turns it off: the same address is the 404 page, with the 404 status.
  await callApi(learner, 'PUT', '/account/settings', 200, { portfolioPublic: false });
  watch.expectStatus(new RegExp(`/u/${handle}$`), 404);
  watch.expectConsoleError(/status of 404/);
  // The page server serves a cached page for up to a second (PAGE_CACHE_FRESH_MS) before it asks
  // the API again: the 404 comes within that.
  await expect
    .poll(async () => (await page.goto(`/u/${handle}`))?.status(), { timeout: 10_000 })
    .toBe(404);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
  ).toBeVisible();
  await expect(main(page).getByText(learner.name)).toBeHidden();
  await axe.check(page);
});
