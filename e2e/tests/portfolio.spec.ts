import { go, loginAs, logout, main, toast } from '../actions.ts';
import { callApi, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Verified skills and the public portfolio (docs/product.md) against the real stack: a learner who
 * finished a course sees the skill on My Certificates, chooses a handle and shows the page; a
 * signed-out visitor reads it at /u/{handle}; once the learner turns it off it is the 404 page.
 */

type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };

const COURSE = 'Portfolio Course';
const SKILL = 'Accessibility';

/** A course of one article teaching SKILL, finished by the learner through the API. */
async function finishCourse(
  author: Parameters<typeof callApi>[0],
  learner: Parameters<typeof callApi>[0],
) {
  const { _id: courseId } = await callApi<{ _id: string }>(author, 'POST', '/courses', 201, {
    title: COURSE,
    description: 'Made by an end-to-end test.',
    imageUrl: `${process.env.E2E_API_URL}/assets/courses/web-development-1.svg`,
    duration: '1 week',
    category: 'web development',
    skills: [SKILL],
  });
  const base = `/courses/${courseId}/curriculum/sections`;
  const section = (await callApi<Written>(author, 'POST', base, 201, { title: 'Basics' })).outline
    .sections[0];
  const { lessonId } = await callApi<Written>(
    author,
    'POST',
    `${base}/${section?._id ?? ''}/lessons`,
    201,
    { title: 'The only lesson', kind: 'article', minutes: 5, body: 'Read this and you are done.' },
  );
  await callApi(learner, 'POST', '/enrollments', 201, { courseId });
  const result = await callApi<{ certificate: { _id: string } | null }>(
    learner,
    'PUT',
    `/courses/${courseId}/lessons/${lessonId ?? ''}/completion`,
    200,
  );
  if (!result.certificate) throw new Error('completing the only lesson issued no certificate');
  return result.certificate._id;
}

test('a learner shows a public portfolio, a visitor reads it, turning it off makes it a 404', async ({
  page,
  axe,
  watch,
}) => {
  test.slow();
  const [author, learner] = await withAccounts('author', 'learner');
  const certificateId = await finishCourse(author, learner);
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
  const response = await page.goto(`/u/${handle}`);
  expect(response?.status()).toBe(404);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
  ).toBeVisible();
  await expect(main(page).getByText(learner.name)).toBeHidden();
  await axe.check(page);
});
