/**
 * No page is wider than its viewport, from 375 to 1280 px, with the longest texts the
 * API accepts (openapi.yaml's maxLength, the same fixtures as the 'Long Texts' stories).
 */
import type { Locator, Page } from '@playwright/test';
import { MAX_DISPLAY_NAME_LENGTH } from '@edugate/api-client/constants';
import { MAX_LENGTHS, longCourse, longJob, unbroken } from '@edugate/api-client/mocks';
import { accountMenuButton, loginAs, logout, main, register, toast } from '../actions.ts';
import { callApi, createAccount, longJobInput, skillsAtLength, tokenOf } from '../setup.ts';
import { expect, newUser, test, type Axe } from '../fixtures.ts';
import { networkQuiet } from '../network.ts';

const WIDTHS = [375, 1280] as const;

/** The document scrolls only vertically. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page width at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  // Nor does any part of it (a table in a scrolling frame): the reader never scrolls sideways,
  // except through a lesson's code block, whose lines keep their shape as code does everywhere.
  const sideways = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        if (element.tagName === 'PRE') return false;
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(sideways, `${where}: parts that scroll sideways at ${innerWidth} px`).toEqual([]);
}

/** Visible and within the window's width (wrapped, not cut or pushed off the side). */
async function expectInsideWindow(target: Locator, where: string): Promise<void> {
  await expect(target).toBeVisible();
  const { left, right, innerWidth } = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, innerWidth: window.innerWidth };
  });
  expect(left, `${where}: starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(right, `${where}: ends inside the window`).toBeLessThanOrEqual(innerWidth);
}

/**
 * A full page load: signed in, each one starts a server session (POST /jwt) once it hydrates;
 * leaving before that answer would abort it (a failed request), so wait for the network to settle.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await networkQuiet(page);
}

interface Visit {
  path: string;
  /** What shows the page has loaded, with its long text where it has one. */
  ready: (page: Page) => Locator;
}

/**
 * Each page at each width: loaded, no wider than the window, its long text inside it; axe once
 * per page, at the narrowest width (where reflow problems show), to keep the test quick.
 */
async function visitAtEveryWidth(page: Page, axe: Axe, visits: readonly Visit[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, ready } of visits) {
      await open(page, path);
      await expectInsideWindow(ready(page), `${path} at ${width} px`);
      await expectNoHorizontalOverflow(page, path);
      if (width === WIDTHS[0]) await axe.check(page);
    }
  }
}

test('every page stays within 375 and 1280 px with the longest texts the API accepts', async ({
  page,
  axe,
  watch,
}) => {
  // Two dozen pages, each at two widths and checked by axe, after building their data through
  // the forms: about two minutes on a busy two-core machine, near the three test.slow() gives.
  test.setTimeout(360_000);
  // An account named as long as a name may be, in one word: it shows in the navbar's menu.
  const user = { ...newUser('width'), name: unbroken('Maximiliana', MAX_DISPLAY_NAME_LENGTH) };
  const serverSession = page.waitForResponse((response) => response.url().endsWith('/jwt'));
  await register(page, axe, user);
  await serverSession;

  // A course with every text at its maximum, through the Add Course form.
  const title = `${Date.now().toString(36)}${longCourse.title}`.slice(0, MAX_LENGTHS.courseTitle);
  const imageBase = `${process.env.E2E_API_URL}/assets/courses/web-development-2.svg?`;
  await open(page, '/add-course');
  const form = main(page);
  await form.getByRole('textbox', { name: /^Course Title/ }).fill(title);
  await form.getByRole('textbox', { name: /^Short Description/ }).fill(longCourse.description);
  await form
    .getByRole('textbox', { name: /^Image URL/ })
    .fill(`${imageBase}${unbroken('padding', MAX_LENGTHS.httpUrl - imageBase.length)}`);
  await form.getByRole('textbox', { name: /^Duration/ }).fill(longCourse.duration);
  await form
    .getByRole('combobox', { name: /^Category/ })
    .selectOption({ label: 'Web Development' });
  await axe.check(page);
  await form.getByRole('button', { name: 'Add Course' }).click();
  await expect(toast(page, 'Course added successfully!')).toBeVisible();

  // Its id, from Manage Courses' Edit link.
  await open(page, '/manage-courses');
  const edit = main(page).getByRole('link', { name: `Edit ${title}` });
  const editPath = (await edit.getAttribute('href')) ?? '';
  expect(editPath).toMatch(/^\/edit-course\/[^/]+$/);
  const coursePath = editPath.replace(/^\/edit-course\//, '/courses/');
  await axe.check(page);

  // Another author's course and job, every text at its maximum (an author may not enrol in their
  // own course): the user enrols in the course on its page, and applies to the job.
  const other = newUser('width-author');
  await createAccount(other);
  const otherToken = await tokenOf(other);
  const otherTitle = `${Date.now().toString(36)}o${longCourse.title}`.slice(
    0,
    MAX_LENGTHS.courseTitle,
  );
  const otherCourse = await callApi<{ _id: string }>(otherToken, 'POST', '/courses', 201, {
    title: otherTitle,
    description: longCourse.description,
    imageUrl: `${imageBase}${unbroken('padding', MAX_LENGTHS.httpUrl - imageBase.length)}`,
    duration: longCourse.duration,
    category: 'web development',
  });
  const otherCoursePath = `/courses/${otherCourse._id}`;
  await open(page, otherCoursePath);
  await main(page).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, 'Successfully enrolled in the course!')).toBeVisible();
  await axe.check(page);
  const otherJobInput = longJobInput(`${Date.now().toString(36)}o`);
  const otherJob = await callApi<{ _id: string }>(otherToken, 'POST', '/jobs', 201, otherJobInput);
  const longApplication = {
    resumeUrl: `https://example.com/${unbroken('resume', MAX_LENGTHS.httpUrl - 20)}`,
    coverLetter: longJob.description,
  };
  await callApi(user, 'POST', `/jobs/${otherJob._id}/apply`, 201, longApplication);

  // A job with every text at its maximum, through the Post a Job dialog.
  const jobTitle = `${Date.now().toString(36)}${longJob.title}`.slice(0, MAX_LENGTHS.jobTitle);
  await open(page, '/jobs');
  await main(page).getByRole('button', { name: 'Post a Job' }).click();
  const post = page.getByRole('dialog', { name: 'Post a Job' });
  await post.getByRole('textbox', { name: /^Job Title/ }).fill(jobTitle);
  await post.getByRole('textbox', { name: /^Company/ }).fill(longJob.company);
  await post.getByRole('textbox', { name: /^Location/ }).fill(longJob.location);
  await post.getByRole('textbox', { name: /^Salary/ }).fill(longJob.salary);
  await post.getByRole('textbox', { name: /^Job Description/ }).fill(longJob.description);
  await post.getByRole('textbox', { name: /^Requirements/ }).fill(longJob.requirements.join('\n'));
  await post.getByRole('textbox', { name: /^Benefits/ }).fill(longJob.benefits.join('\n'));
  await axe.check(page);
  await post.getByRole('button', { name: 'Post Job' }).click();
  await expect(toast(page, 'Job posted successfully!')).toBeVisible();
  // The other author applies to it with the longest letter and resume URL.
  const mine = (await (
    await fetch(`${process.env.E2E_API_URL}/jobs?q=${encodeURIComponent(jobTitle)}`)
  ).json()) as { _id: string }[];
  const jobId = mine[0]?._id ?? '';
  await callApi(otherToken, 'POST', `/jobs/${jobId}/apply`, 201, longApplication);

  // Learning at its longest: in the course the user enrolled in, a section and an article lesson
  // with the longest titles, an unbroken word and a long code line; completing it (the course's
  // only lesson) earns the certificate. The user's own course gets the same section, for its
  // curriculum editor and insights.
  type Written = { lessonId?: string; outline: { sections: { _id: string }[] } };
  const sectionTitle = unbroken('Fundamentals', MAX_LENGTHS.sectionTitle);
  const lessonTitle = unbroken('Characterisation', MAX_LENGTHS.lessonTitle);
  const lessonInput = {
    title: lessonTitle,
    kind: 'article',
    minutes: 10,
    body: `${unbroken('Supercalifragilistic', 2000)}\n\n\`\`\`js\nconst line = '${unbroken('x', 300)}';\n\`\`\`\n`,
  };
  const addLesson = async (token: string, courseId: string) => {
    const sections = `/courses/${courseId}/curriculum/sections`;
    const written = await callApi<Written>(token, 'POST', sections, 201, { title: sectionTitle });
    const sectionId = written.outline.sections[0]?._id ?? '';
    const lesson = await callApi<Written>(
      token,
      'POST',
      `${sections}/${sectionId}/lessons`,
      201,
      lessonInput,
    );
    return lesson.lessonId ?? '';
  };
  const lessonId = await addLesson(otherToken, otherCourse._id);
  const { certificate } = await callApi<{ certificate: { _id: string } | null }>(
    user,
    'PUT',
    `/courses/${otherCourse._id}/lessons/${lessonId}/completion`,
    200,
  );
  const myCourseId = coursePath.replace(/^\/courses\//, '');
  await addLesson(await tokenOf(user), myCourseId);
  // A question at its longest under that lesson: 120 characters of title, 5,000 of details.
  const questionTitle = unbroken('Understanding', 120);
  await callApi(user, 'POST', `/courses/${otherCourse._id}/lessons/${lessonId}/questions`, 201, {
    title: questionTitle,
    details: unbroken('Clarification', 5000),
  });

  const longTitle = (page: Page) => main(page).getByText(title, { exact: true }).first();
  await visitAtEveryWidth(page, axe, [
    { path: '/', ready: longTitle },
    { path: '/courses', ready: longTitle },
    {
      path: coursePath,
      ready: (page) => main(page).getByRole('heading', { level: 1, name: title }),
    },
    { path: '/jobs', ready: (page) => main(page).getByRole('heading', { name: jobTitle }) },
    {
      path: otherCoursePath,
      ready: (page) => main(page).getByRole('heading', { level: 1, name: otherTitle }),
    },
    {
      path: '/my-enrolled-courses',
      ready: (page) => main(page).getByText(otherTitle, { exact: true }).first(),
    },
    { path: '/my-jobs', ready: (page) => main(page).getByRole('link', { name: jobTitle }) },
    {
      path: `/my-jobs/${jobId}/applications`,
      ready: (page) => main(page).getByRole('button', { name: 'Show more' }),
    },
    {
      path: '/my-applications',
      ready: (page) => main(page).getByText(otherJobInput.title, { exact: true }),
    },
    { path: '/manage-courses', ready: longTitle },
    {
      path: editPath,
      ready: (page) => main(page).getByRole('textbox', { name: /^Course Title/ }),
    },
    {
      path: '/add-course',
      ready: (page) => main(page).getByRole('button', { name: 'Add Course' }),
    },
    {
      path: `/jobs/${otherJob._id}`,
      ready: (page) => main(page).getByRole('heading', { level: 1, name: otherJobInput.title }),
    },
    {
      path: `/learn/${otherCourse._id}/${lessonId}`,
      // The lesson, and its questions below it (they load after it).
      ready: (page) => main(page).getByRole('heading', { level: 3, name: questionTitle }),
    },
    {
      path: `/courses/${otherCourse._id}/questions`,
      ready: (page) => main(page).getByRole('heading', { level: 3, name: questionTitle }),
    },
    {
      path: '/my-certificates',
      ready: (page) => main(page).getByText(otherTitle, { exact: true }).first(),
    },
    {
      path: `/certificates/${certificate?._id ?? 'none'}`,
      // The title, the learner's long name and the author's in one sentence.
      ready: (page) => main(page).getByText(otherTitle, { exact: false }).first(),
    },
    {
      path: `/manage-courses/${myCourseId}/curriculum`,
      ready: (page) => main(page).getByText(lessonTitle, { exact: true }).first(),
    },
    {
      path: `/manage-courses/${myCourseId}/insights`,
      ready: (page) => main(page).getByRole('heading', { level: 1 }),
    },
    {
      path: '/notifications',
      ready: (page) => main(page).getByText(jobTitle, { exact: false }).first(),
    },
    {
      path: '/profile',
      ready: (page) => main(page).getByRole('textbox', { name: /^Name/ }),
    },
  ]);
  // The long name in the navbar: the account menu wraps it inside the window.
  await accountMenuButton(page, user.name).click();
  await expectInsideWindow(page.getByText(user.name, { exact: true }), 'account menu at 1280 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectInsideWindow(page.getByText(user.name, { exact: true }), 'account menu at 375 px');
  await expectNoHorizontalOverflow(page, 'account menu');
  await page.keyboard.press('Escape');

  // Logged out from a public page (a protected one would send to /login) with the bar's links.
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/jobs');
  await logout(page, user.name);
  // The server answers 404 for an address that is no route (as the shell test expects too).
  watch.expectStatus(/\/no-such-page$/, 404);
  watch.expectConsoleError(/status of 404/);
  await visitAtEveryWidth(page, axe, [
    { path: '/login', ready: (page) => main(page).getByRole('heading', { name: 'Login' }) },
    { path: '/register', ready: (page) => main(page).getByRole('heading', { name: 'Register' }) },
    {
      path: '/forgot-password',
      ready: (page) => main(page).getByRole('heading', { level: 1 }),
    },
    {
      path: '/no-such-page',
      ready: (page) => main(page).getByRole('heading', { name: 'Oops! Page not found' }),
    },
  ]);
});

test('the skills screens stay within 375 and 1280 px with the longest skills, name and handle', async ({
  page,
  axe,
}) => {
  test.slow();
  const { learner, courseTitle, jobTitle, jobId, handle, skillsHeld } = await skillsAtLength();
  await loginAs(page, axe, learner, '/');
  await visitAtEveryWidth(page, axe, [
    {
      // Ranked first, its card lists fifteen skills of the longest names.
      path: '/jobs?sort=match',
      ready: (page) => main(page).getByRole('article').first().getByText(skillsHeld),
    },
    { path: '/saved-jobs', ready: (page) => main(page).getByRole('link', { name: jobTitle }) },
    {
      // The application's attached certificate, of the longest course title, in its row.
      path: '/my-applications',
      ready: (page) => main(page).getByRole('link', { name: courseTitle }),
    },
    {
      path: `/u/${handle}`,
      // The long name beside the photo; the skills and the certificate below it.
      ready: (page) => main(page).getByRole('heading', { level: 1, name: learner.name }),
    },
    {
      path: '/my-certificates',
      ready: (page) => main(page).getByRole('list', { name: 'Your verified skills' }),
    },
    {
      // Each skill held ticked, a 'Learn ...' link for each of the others.
      path: `/jobs/${jobId}`,
      ready: (page) => main(page).getByRole('region', { name: 'Skills required' }),
    },
  ]);
});
