import type { APIRequestContext, Page } from '@playwright/test';
import { accountMenuButton, loginHere, logout, main, toast } from '../actions.ts';
import { callApi, withAccounts } from '../setup.ts';
import { expect, test, type NewUser } from '../fixtures.ts';
import { networkQuiet } from '../network.ts';

/*
 * A job's own page (docs/product.md, Screens and routes) against the real stack: opened from the board's card,
 * server-rendered with its JobPosting data, applied to from the page, read again signed out by
 * its link; in the sitemap while open; closed, it says so and leaves the sitemap; an unknown id is
 * the 404 page with the 404 status.
 */

/** A job posted through the API by `poster` (setup). */
async function postJob(poster: NewUser, job: Record<string, unknown>): Promise<string> {
  return (await callApi<{ _id: string }>(poster, 'POST', '/jobs', 201, job))._id;
}

async function closeJob(poster: NewUser, id: string): Promise<void> {
  await callApi(poster, 'PATCH', `/jobs/${id}`, 200, { status: 'closed' });
}

/** The JSON-LD objects in the page as the browser has it. */
async function structuredData(page: Page): Promise<unknown[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as unknown);
}

/** The page as the server sends it, before any script (what a crawler reads). */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );
  return { status: response.status(), html, scripts };
}

test('open a job from its card, check its JobPosting, apply from the page, read it signed out', async ({
  page,
  axe,
  request,
  baseURL,
}) => {
  test.slow();
  const [poster, applicant] = await withAccounts('jobposter', 'jobreader');
  const id = Date.now().toString(36);
  const company = `Pagecorp ${id}`;
  const title = `Page Engineer ${id}`;
  const description = 'Builds job pages.\n\nShares them widely.\nKeeps them indexed.';
  const jobId = await postJob(poster, {
    title,
    company,
    location: 'Berlin, Germany',
    salary: 'EUR 48,000 - 56,000 a year',
    type: 'Full-time',
    description,
    requirements: ['Playwright', 'Patience'],
    benefits: ['Green builds'],
  });
  const jobPath = `/jobs/${jobId}`;
  const origin = new URL(String(baseURL)).origin;

  await test.step('the sitemap lists the open job', async () => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${origin}${jobPath}</loc>`);
  });

  await test.step('the applicant opens the job from its card on the board', async () => {
    // Signed in from /login?redirectTo=..., as the server sends a visitor: back on the board.
    const board = `/jobs?q=${encodeURIComponent(company)}`;
    await page.goto(`/login?redirectTo=${encodeURIComponent(board)}`);
    await axe.check(page);
    const session = page.waitForResponse((response) => response.url().endsWith('/jwt'));
    await loginHere(page, applicant);
    await session;
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=Pagecorp(\\+|%20)${id}$`));
    await expect(accountMenuButton(page, applicant.name)).toBeVisible();
    const card = main(page).getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await axe.check(page);
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(jobPath);
    await expect(page).toHaveTitle(`${title} at ${company} | EduGate`);
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const text of [company, 'Berlin, Germany', 'EUR 48,000 - 56,000 a year', 'Playwright']) {
      await expect(main(page).getByText(text, { exact: true })).toBeVisible();
    }
    await axe.check(page);
  });

  await test.step('its structured data is a JobPosting search engines can read', async () => {
    const [posting, ...more] = await structuredData(page);
    expect(more).toEqual([]);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title,
      hiringOrganization: { '@type': 'Organization', name: company },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Berlin', addressCountry: 'Germany' },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { minValue: 48000, maxValue: 56000, unitText: 'YEAR' },
      },
    });
    const { datePosted, description: html } = posting as {
      datePosted: string;
      description: string;
    };
    expect(Date.now() - Date.parse(datePosted)).toBeLessThan(10 * 60_000);
    expect(html).toContain('<p>Shares them widely.<br>Keeps them indexed.</p>');
  });

  await test.step('the applicant applies from the page, which then says Applied', async () => {
    await main(page).getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await dialog.getByRole('textbox', { name: /^Resume URL/ }).fill('https://cv.example.com/p.pdf');
    await axe.check(page);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, 'Application submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByText('Applied', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await axe.check(page);
  });

  await test.step('My Applications links back to the job page', async () => {
    await accountMenuButton(page, applicant.name).click();
    await page
      .getByRole('navigation', { name: 'Your job board' })
      .getByRole('link', { name: 'My Applications' })
      .click();
    await expect(page).toHaveTitle('My Applications | EduGate');
    await axe.check(page);
    await main(page).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(jobPath);
    await expect(main(page).getByText('Applied', { exact: true })).toBeVisible();
  });

  await test.step('signed out, a reload is the server-rendered job with Apply Now', async () => {
    await logout(page, applicant.name);
    // Leaves only once its requests are done (an aborted one would count as a failure).
    await networkQuiet(page);
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} at ${company} | EduGate`);
    expect(await structuredData(page)).toHaveLength(1);
    await axe.check(page);
    // What a crawler gets, before any script: the job, its title and its JobPosting.
    const sent = await served(request, jobPath);
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(`<title>${title} at ${company} | EduGate</title>`);
    expect(sent.html).toContain(`>${title}</h1>`);
    expect(sent.scripts).toEqual([expect.objectContaining({ '@type': 'JobPosting', title })]);
  });

  await test.step('closed, it says so, loses its JobPosting and leaves the sitemap', async () => {
    await closeJob(poster, jobId);
    // The signed-out page cache asks the API again once its copy is a second old.
    await expect(async () => {
      const sent = await served(request, jobPath);
      expect(sent.status).toBe(200);
      expect(sent.html).toContain('This job is no longer accepting applications.');
      expect(sent.scripts).toEqual([]);
    }).toPass({ timeout: 10_000 });
    await networkQuiet(page);
    await page.reload();
    await expect(
      main(page).getByText('This job is no longer accepting applications.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    expect(await structuredData(page)).toEqual([]);
    await axe.check(page);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(jobPath);
    // The pointer rests on a link after the reload, whose page is prefetched: let it arrive.
    await networkQuiet(page);
  });

  await test.step('an unknown or malformed id is the 404 page with the 404 status', async () => {
    for (const path of ['/jobs/00000000-0000-4000-8000-000000000000', '/jobs/not%20a%20job!']) {
      const sent = await served(request, path);
      expect(sent.status, path).toBe(404);
      expect(sent.html).toContain('Oops! Page not found');
    }
  });
});
