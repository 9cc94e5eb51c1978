/**
 * The footer's pages (docs/product.md, Screens and routes): About Us, Blog (and each article), FAQ and
 * Contact open from the footer of any page, are sent rendered by the server with their titles,
 * an unknown article is the 404 page with its status, and /sitemap.xml lists them all.
 */
import { main } from '../actions.ts';
import { expect, test } from '../fixtures.ts';

const PAGES = [
  { link: 'About Us', path: '/about', title: 'About Us | EduGate', heading: 'About EduGate' },
  { link: 'Blog', path: '/blog', title: 'Blog | EduGate', heading: 'The EduGate Blog' },
  { link: 'FAQ', path: '/faq', title: 'FAQ | EduGate', heading: 'Frequently Asked Questions' },
  { link: 'Contact', path: '/contact', title: 'Contact | EduGate', heading: 'Contact Us' },
] as const;

const ARTICLE = {
  path: '/blog/why-three-courses-at-a-time',
  title: 'Why you can take three courses at a time',
};

test('each footer link opens its page, from any page, with its title and heading', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to EduGate' })).toBeVisible();
  await axe.check(page);
  // Each page is reached from the footer of the one before it, so every footer link is tried on
  // a page other than its own.
  for (const { link, path, title, heading } of PAGES) {
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: link })
      .click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(title);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    await axe.check(page);
  }
});

test('the blog lists its articles and each opens at /blog/{slug}', async ({ page, axe }) => {
  await page.goto('/blog');
  await expect(main(page).getByRole('article')).toHaveCount(4);
  await axe.check(page);
  await main(page).getByRole('link', { name: ARTICLE.title }).click();
  await expect(page).toHaveURL(ARTICLE.path);
  await expect(page).toHaveTitle(`${ARTICLE.title} | EduGate`);
  await expect(main(page).getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Why a limit at all?' }),
  ).toBeVisible();
  await axe.check(page);
  await main(page).getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page).toHaveTitle('Blog | EduGate');
});

test('the FAQ answers from the product rules and the Contact page shows who runs it', async ({
  page,
  axe,
}) => {
  await page.goto('/faq');
  const question = main(page).getByText('How many courses can I take at the same time?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(
    main(page).getByText(/You can be enrolled in at most 3 courses at once/),
  ).toBeVisible();
  await axe.check(page);

  await page.goto('/contact');
  await expect(main(page).getByRole('link', { name: 'hello@edugate.example' })).toHaveAttribute(
    'href',
    'mailto:hello@edugate.example',
  );
  await expect(main(page).getByText('100 Learning Lane')).toBeVisible();
  await axe.check(page);
});

test('the server sends each page rendered, with its title, before any script', async ({
  request,
}) => {
  const article = {
    path: ARTICLE.path,
    title: `${ARTICLE.title} | EduGate`,
    heading: ARTICLE.title,
  };
  for (const { path, title, heading } of [...PAGES, article]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).not.toContain('Oops! Page not found');
  }
});

test('an unknown article is the 404 page, with the 404 status', async ({
  page,
  axe,
  request,
  watch,
}) => {
  const sent = await request.get('/blog/does-not-exist');
  expect(sent.status()).toBe(404);
  expect(await sent.text()).toContain('Oops! Page not found');

  watch.expectStatus(/\/blog\/does-not-exist$/, 404);
  watch.expectConsoleError(/status of 404/);
  const response = await page.goto('/blog/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | EduGate');
  await expect(main(page).getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await axe.check(page);
});

test('the sitemap lists the footer pages and every article', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  const origin = new URL(String(baseURL)).origin;
  for (const path of ['/', '/courses', '/jobs', ...PAGES.map((p) => p.path), ARTICLE.path]) {
    expect(xml).toContain(`<loc>${origin}${path}</loc>`);
  }
  expect(xml.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g)).toHaveLength(4);
});
