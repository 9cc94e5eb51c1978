// Jobs for you (docs/product.md), through the real stack: a learner's certificate verifies the
// skills of its course, 'Best match for you' ranks a job requiring one of them first, its card
// says how many of its skills they hold, and its page leads to the courses for each missing one.
import { loginAs, main } from '../actions.ts';
import { callApi, withAccounts } from '../setup.ts';
import { expect, test } from '../fixtures.ts';

type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };

test("a finished course's skill ranks a job first, and its page says what to learn", async ({
  page,
  axe,
}) => {
  test.slow();
  const [author, learner, poster] = await withAccounts('author', 'learner', 'poster');
  // A skill of this run alone, so no other run's job can rank above this one.
  const skill = `Matching skill ${Date.now().toString(36)}`;
  const { _id: courseId } = await callApi<{ _id: string }>(author, 'POST', '/courses', 201, {
    title: 'Matching Course',
    description: 'Made by an end-to-end test.',
    imageUrl: `${process.env.E2E_API_URL}/assets/courses/web-development-1.svg`,
    duration: '1 week',
    category: 'web development',
    totalSeats: 10,
    skills: [skill],
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
  await callApi(learner, 'PUT', `/courses/${courseId}/lessons/${lessonId ?? ''}/completion`, 200);
  const job = await callApi<{ _id: string; title: string }>(poster, 'POST', '/jobs', 201, {
    title: 'Matching Engineer',
    company: 'Matchworks',
    location: 'Lyon, France',
    salary: 'EUR 40,000',
    type: 'Full-time',
    description: 'A job for people who hold the right skills.',
    skills: ['Kotlin', skill, 'Android'],
  });

  await loginAs(page, axe, learner, '/jobs');
  const sort = main(page).getByLabel('Sort jobs');
  await sort.selectOption({ label: 'Best match for you' });
  await expect(page).toHaveURL(/\/jobs\?sort=match$/);
  const first = main(page).getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(job.title);
  await expect(first.getByText('You have 1 of 3 skills')).toBeVisible();
  await axe.check(page);

  await first.getByRole('link', { name: job.title }).click();
  const required = main(page).getByRole('region', { name: 'Skills required' });
  await expect(required.getByRole('listitem').nth(1)).toHaveText(`${skill} (you have this skill)`);
  await expect(required.getByRole('link')).toHaveText(['Learn Kotlin', 'Learn Android']);
  await axe.check(page);
  await required.getByRole('link', { name: 'Learn Kotlin' }).click();
  await expect(page).toHaveURL(/\/courses\?skill=Kotlin&sort=rating_desc$/);
  await expect(main(page).getByText(/^Courses teaching/)).toHaveText('Courses teaching Kotlin');
  await axe.check(page);
});
