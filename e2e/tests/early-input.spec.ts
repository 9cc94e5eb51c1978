/**
 * Every kind of control a person uses before the page has hydrated counts: the app's
 * scripts are held back (on a CPU four times slower) until the input is made, as on a slow phone
 * that shows the server's page seconds before its code has run.
 * - The catalogue's and job board's search areas are GET forms: Enter or a chip there navigates
 *   before any script runs, and the server renders the result.
 * - What the web does not do without script is kept by the inline keeper and replayed: a select's
 *   choice, text typed without Enter, a button (Register, Apply Now).
 * Each test says which of these it covers; page-server.spec.ts has the catalogue's buttons and the
 * rule that input for a page the visitor has left is dropped. The keeper keeps checkboxes and
 * radios too, but the server draws none: the star rating and a quiz's answers need the learner's
 * enrolment, which only the browser knows, so they appear once the app runs; so do /profile's
 * public-profile form (a protected page is the session check as sent), the apply dialog's
 * certificates and the board's 'Sort jobs' (it needs the reader's skills). Where such a control's
 * state is also in the address (`?sort=match`), a search before the app runs keeps it.
 */
import type { Page } from '@playwright/test';
import { accountMenuButton, fillRegistration, loginAs, main, toast } from '../actions.ts';
import { createAccount, finishedCourse, postJob, withAccounts } from '../setup.ts';
import { expect as fixtureExpect, newUser, test, type NewUser } from '../fixtures.ts';
import { networkQuiet } from '../network.ts';
import { AFTER_RELEASE_TIMEOUT, openStarting, openUnhydrated, signInKnown } from '../unhydrated.ts';

const expect = fixtureExpect.configure({ timeout: AFTER_RELEASE_TIMEOUT });

const courseSearch = (page: Page) => main(page).getByRole('searchbox', { name: 'Search courses' });
const sortSelect = (page: Page) => main(page).getByRole('combobox', { name: 'Sort by' });
const jobSearch = (page: Page) => main(page).getByRole('searchbox', { name: 'Search jobs' });
const sortJobs = (page: Page) => main(page).getByRole('combobox', { name: 'Sort jobs' });

// A search before hydration leaves the page while its code is still held back: those downloads
// are cancelled, as a visitor's browser cancels them.
test.beforeEach(({ watch }) =>
  watch.expectRequestFailure(/^GET \S+\/assets\/\S+\.js: net::ERR_ABORTED$/),
);

/** Whether the app has taken the page over (React marks each node it hydrated). */
const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) =>
          key.startsWith('__reactProps$'),
        ),
      ),
    )
    .toBe(true);

test.describe('signed out', () => {
  test('/courses: a sort chosen and words typed without Enter reach the app once it starts', async ({
    page,
    axe,
  }) => {
    const release = await openUnhydrated(page, '/courses');
    await sortSelect(page).selectOption({ label: 'Most Popular' });
    await courseSearch(page).pressSequentially('react');
    release();
    await expect(page).toHaveURL('/courses?q=react&sort=enrollments_desc');
    await expect(sortSelect(page)).toHaveValue('enrollments_desc');
    await expect(courseSearch(page)).toHaveValue('react');
    await expect(main(page).getByText(/^Showing \d+ of \d+ courses?$/)).toBeVisible();
    await axe.check(page);
  });

  test('/courses: Enter is a search the server renders before any script, keeping the sort', async ({
    page,
    axe,
  }) => {
    const release = await openUnhydrated(page, '/courses');
    await sortSelect(page).selectOption({ label: 'Highest Rated' });
    await courseSearch(page).pressSequentially('design');
    await courseSearch(page).press('Enter');
    // The form's own navigation, with the app's code still held back.
    await expect(page).toHaveURL('/courses?category=&q=design&sort=rating_desc');
    await expect(courseSearch(page)).toHaveValue('design');
    await expect(sortSelect(page)).toHaveValue('rating_desc');
    release();
    await hydrated(page);
    await expect(main(page).getByText(/^Showing \d+ of \d+ courses?$/)).toBeVisible();
    await expect(courseSearch(page)).toHaveValue('design');
    await axe.check(page);
  });

  test('/courses: a term and Enter before any script is sorted by Best match, as typed after', async ({
    page,
    axe,
  }) => {
    const release = await openUnhydrated(page, '/courses');
    await courseSearch(page).pressSequentially('react');
    await courseSearch(page).press('Enter');
    // The sort select's default sends no value: the server picks Best match for a term.
    await expect(page).toHaveURL('/courses?category=&q=react&sort=');
    await expect(sortSelect(page).locator('option:checked')).toHaveText('Best match');
    release();
    await hydrated(page);
    await expect(sortSelect(page).locator('option:checked')).toHaveText('Best match');
    await axe.check(page);
  });

  test('/jobs: a type chip and Enter navigate before any script; text without Enter counts once it starts', async ({
    page,
    axe,
  }) => {
    let release = await openUnhydrated(page, '/jobs');
    await main(page).getByRole('button', { name: 'Contract', exact: true }).click();
    await expect(page).toHaveURL('/jobs?q=&type=Contract');
    // Enter keeps the chosen type (the form's first, hidden submit button carries it).
    await jobSearch(page).pressSequentially('analyst');
    await jobSearch(page).press('Enter');
    await expect(page).toHaveURL('/jobs?type=Contract&q=analyst');
    await expect(main(page).getByRole('button', { name: 'Contract', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    release();
    await hydrated(page);
    await expect(jobSearch(page)).toHaveValue('analyst');
    await axe.check(page);

    // Text alone, no Enter: replayed once the app has started.
    release = await openUnhydrated(page, '/jobs');
    await jobSearch(page).pressSequentially('designer');
    release();
    await expect(page).toHaveURL('/jobs?q=designer');
    await expect(jobSearch(page)).toHaveValue('designer');
    axe.passedThrough('/jobs');
    await axe.check(page);
  });
});

test.describe('signed out, while the page hydrates', () => {
  test('/jobs: Apply Now pressed once the app has started but before the page has hydrated goes to /login', async ({
    page,
    axe,
  }) => {
    // The app's entry runs, the page's code is held back: the tap on Apply Now is kept for the
    // page and starts loading sign-in, which finds nobody before the page can hydrate. The page
    // then hydrates with that answer and replays the tap: the toast, then /login.
    const release = await openStarting(page, '/jobs', 'Jobs');
    await main(page)
      .getByRole('button', { name: /^Apply Now: / })
      .first()
      .click();
    await signInKnown(page, 'edugate_signed_in');
    release();
    await expect(toast(page, 'Please login to apply for jobs')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
    axe.passedThrough('/jobs');
    await axe.check(page);
  });
});

test.describe('signed out, a form page', () => {
  test('/register: every field filled and Register pressed before hydration registers', async ({
    page,
    axe,
  }) => {
    const user = newUser('early-register');
    const release = await openUnhydrated(page, '/register');
    await fillRegistration(page, user);
    await main(page).getByRole('button', { name: 'Register', exact: true }).click();
    release();
    // Signed in, as the account menu shows for good: not the success toast, gone after 1.5 s
    // (AUTH_TOAST_MS), which a loaded machine may only look for once it has gone.
    await expect(page).toHaveURL('/');
    await expect(accountMenuButton(page, user.name)).toBeVisible();
    axe.passedThrough('/register');
    await axe.check(page);
  });
});

test.describe('signed in', () => {
  let user: NewUser;
  test.beforeEach(async ({ page, axe }) => {
    user = newUser('early');
    await createAccount(user);
    await loginAs(page, axe, user, '/');
  });

  test('/jobs: a search with Enter, then Apply Now: the dialog opens once the session is known', async ({
    page,
    axe,
  }) => {
    const release = await openUnhydrated(page, '/jobs');
    await jobSearch(page).pressSequentially('analyst');
    await jobSearch(page).press('Enter');
    await expect(page).toHaveURL('/jobs?type=&q=analyst');
    await main(page)
      .getByRole('button', { name: /^Apply Now: / })
      .first()
      .click();
    release();
    await expect(page.getByRole('dialog', { name: /^Apply for / })).toBeVisible();
    await expect(page).toHaveURL('/jobs?type=&q=analyst');
    await axe.check(page);
  });

  test('/profile: the page as sent is the session check, with no field to lose; the form comes with the app', async ({
    page,
    axe,
  }) => {
    // A protected page is drawn once the browser knows the session: before the app runs there is
    // no handle box and no checkbox to use, so nothing typed there can be lost. Should the server
    // ever draw this form, this fails, and the form's early input needs its own test here.
    const release = await openUnhydrated(page, '/profile');
    await expect(main(page).getByRole('status')).toHaveText('Checking your session');
    await expect(main(page).getByRole('textbox')).toHaveCount(0);
    await expect(main(page).getByRole('checkbox')).toHaveCount(0);
    release();
    await expect(
      main(page).getByRole('checkbox', { name: 'Show my certificates on a public profile page' }),
    ).not.toBeChecked();
    await expect(main(page).getByRole('textbox', { name: 'Handle' })).toHaveValue('');
    await axe.check(page);
  });

  test('/courses: the sort chosen before hydration is kept', async ({ page, axe }) => {
    const release = await openUnhydrated(page, '/courses');
    await sortSelect(page).selectOption({ label: 'Highest Rated' });
    release();
    await expect(page).toHaveURL('/courses?sort=rating_desc');
    await expect(sortSelect(page)).toHaveValue('rating_desc');
    await axe.check(page);
  });
});

test.describe('signed in, holding a skill a job requires', () => {
  let courseTitle: string;
  let jobTitle: string;
  let word: string;
  test.beforeEach(async ({ page, axe }) => {
    const [author, learner] = await withAccounts('early-author', 'early-learner');
    // A skill and a job of this test's own (other tests count the courses teaching a seeded
    // skill): the learner holds 1 of the job's 4 skills, so Best match for you ranks it first.
    word = `early${Date.now().toString(36)}`;
    const skill = `Skill ${word}`;
    courseTitle = `Course ${word}`;
    jobTitle = `Engineer ${word}`;
    await finishedCourse(author, learner, courseTitle, [skill]);
    await postJob(author, { title: jobTitle, skills: [skill, 'SQL', 'Git', 'Docker'] });
    await loginAs(page, axe, learner, '/');
  });

  test("/jobs: Apply Now before hydration opens the dialog with the certificate for the job's skill ticked", async ({
    page,
    axe,
  }) => {
    // The dialog and its checkboxes need the app: none can be ticked before it runs. The press
    // that opens it is kept, and the certificates, arriving after it opened, are ticked then.
    const release = await openUnhydrated(page, '/jobs');
    await jobSearch(page).pressSequentially(word);
    await jobSearch(page).press('Enter');
    await expect(page).toHaveURL(`/jobs?type=&q=${word}`);
    await main(page)
      .getByRole('button', { name: `Apply Now: ${jobTitle}` })
      .click();
    release();
    const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
    await expect(
      dialog
        .getByRole('group', { name: 'Attach certificates' })
        .getByRole('checkbox', { name: new RegExp(courseTitle) }),
    ).toBeChecked();
    await axe.check(page);
  });

  test("/jobs?sort=match: a search or a chip before hydration keeps 'Best match for you'", async ({
    page,
    axe,
  }) => {
    test.slow();
    // 'Sort jobs' is offered once the app knows the reader holds a skill some job requires: the
    // page as sent cannot know that, so before hydration there is no select to change. What the
    // reader chose earlier is in the address, and a search made then must not drop it.
    let release = await openUnhydrated(page, '/jobs?sort=match');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Find Your Dream Job');
    await expect(sortJobs(page)).toHaveCount(0);
    await jobSearch(page).pressSequentially(word);
    await jobSearch(page).press('Enter');
    await expect(page).toHaveURL(`/jobs?type=&q=${word}&sort=match`);
    release();
    await expect(sortJobs(page).locator('option:checked')).toHaveText('Best match for you');
    const first = main(page).getByRole('article').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(jobTitle);
    await expect(first.getByText('You have 1 of 4 skills')).toBeVisible();
    await axe.check(page);

    // A type chip, the form's other way to search before any script.
    await networkQuiet(page);
    release = await openUnhydrated(page, '/jobs?sort=match');
    await main(page).getByRole('button', { name: 'Full-time', exact: true }).click();
    await expect(page).toHaveURL('/jobs?q=&sort=match&type=Full-time');
    release();
    await expect(sortJobs(page).locator('option:checked')).toHaveText('Best match for you');
    await expect(
      main(page).getByRole('button', { name: 'Full-time', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await axe.check(page);
  });
});
