/**
 * `npm run check:determinism`: proves every story renders identically every time, without
 * Chromatic. Builds Storybook, serves `storybook-static`, and screenshots each story of
 * `index.json` twice in Chromium, each time in a fresh page, then compares the pixels.
 * Prints a count and exits non-zero on any difference (or any story that fails to render).
 *
 * Both themes: every story in the light theme, and in the dark theme (the toolbar's `theme`
 * global) one story per component or screen, the first of its file, plus every Foundations story:
 * the theme changes colours, not what renders when, and the whole dark sweep would double the
 * run. `--dark all` sweeps every story in dark too; `--dark none` skips it.
 *
 * Only baselines: a story with `chromatic: { disableSnapshot: true }` gets no Chromatic snapshot,
 * so its last frame is never compared and is not captured here either (its play function still
 * runs under `npm test`).
 *
 * A sample when time is short (`--share <0..1>`, default 1 = everything): of the captures above
 * (a story in a theme), those whose hash with `--seed` falls under the share. CI seeds with the
 * commit, so a rerun of one commit checks the same captures and successive commits others.
 *
 * Options: --no-build (reuse the built Storybook), --dir <path> (where it is, default
 * storybook-static), --filter <text> (only story ids containing it), --workers <n> (parallel
 * pages, default 2), --keep (also save the identical screenshots, for review),
 * --dark sample|all|none (default sample), --share <0..1> and --seed <text> (see above).
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const diffDir = path.join(tmpdir(), 'edugate-story-determinism');

/** Same sizes as .storybook/viewports.ts (one per layout band of the theme's breakpoints). */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  small: { width: 375, height: 740 },
  sm: { width: 640, height: 900 },
  md: { width: 768, height: 1024 },
  lg: { width: 1280, height: 900 },
};
/** Storybook's test default when a story names no viewport. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const shouldBuild = !args.includes('--no-build');
const filter = option('--filter');
const workers = Math.max(1, Number(option('--workers') ?? 2));
const keep = args.includes('--keep');
const staticDir = path.resolve(root, option('--dir') ?? 'storybook-static');
const darkSweep = option('--dark') ?? 'sample';
if (!['sample', 'all', 'none'].includes(darkSweep)) {
  console.error(`--dark must be sample, all or none (not ${darkSweep}).`);
  process.exit(1);
}
const share = Number(option('--share') ?? 1);
if (!(share > 0 && share <= 1)) {
  console.error(`--share must be above 0 and at most 1 (not ${option('--share')}).`);
  process.exit(1);
}
const seed = option('--seed') ?? '';

/** Whether a capture is in this run's sample: a stable hash of the seed, the story and the theme. */
function sampled(id: string, theme: Theme): boolean {
  if (share === 1) return true;
  const hash = createHash('sha256').update(`${seed}:${id}:${theme}`).digest();
  return hash.readUInt32BE(0) / 2 ** 32 < share;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serve(directory: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(directory, decodeURIComponent(url.pathname));
    if (!file.startsWith(directory)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      // The MSW worker must control the whole origin.
      'Service-Worker-Allowed': '/',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory(input: { storyId: string }): Promise<{
        storyGlobals: Record<string, unknown>;
        parameters: Record<string, unknown>;
      }>;
    };
    currentRender?: { phase?: string };
  };
}

/**
 * What each story asks for, read from the built preview itself: the viewport of its `globals`,
 * whether it runs on the reader's theme (`parameters.readerTheme`) instead of the toolbar's, and
 * whether Chromatic snapshots it at all.
 */
async function storySettings(browser: Browser, origin: string, ids: string[]) {
  const page = await browser.newPage();
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(
    () => !!(window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue,
  );
  const names = await page.evaluate(async (storyIds) => {
    const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (!store) throw new Error('The Storybook preview has no story store.');
    const result: Record<string, { viewport?: string; readerTheme: boolean; baseline: boolean }> =
      {};
    for (const id of storyIds) {
      const story = await store.loadStory({ storyId: id });
      const viewport = story.storyGlobals.viewport as { value?: string } | undefined;
      const chromatic = story.parameters.chromatic as { disableSnapshot?: boolean } | undefined;
      result[id] = {
        viewport: viewport?.value,
        readerTheme: !!story.parameters.readerTheme,
        baseline: !chromatic?.disableSnapshot,
      };
    }
    return result;
  }, ids);
  await page.close();
  return names;
}

/**
 * Opens the story in a fresh page, waits until it has rendered, played and settled, and
 * screenshots it. Pages share their worker's context, so the MSW service worker registers once.
 */
async function capture(
  context: BrowserContext,
  origin: string,
  id: string,
  viewport: string | undefined,
  theme: Theme,
  readerTheme: boolean,
) {
  const page: Page = await context.newPage();
  await page.setViewportSize((viewport && VIEWPORTS[viewport]) || DEFAULT_VIEWPORT);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    // axe already ran under `npm test`; skipping it here only saves time.
    await page.goto(
      `${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true;theme:${theme}`,
    );
    await page.waitForFunction(
      () => {
        const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 30_000 },
    );
    const phase = await page.evaluate(
      () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
    );
    // The page must really be in the theme asked for, or the dark sweep proves nothing.
    const shown = await page.evaluate(() => document.documentElement.dataset.theme);
    if (phase === 'finished' && shown !== theme && !readerTheme) {
      errors.push(`asked for the ${theme} theme, the page shows ${shown ?? 'none'}`);
      return { png: Buffer.alloc(0), phase: 'wrong theme', errors };
    }
    // Settle: fonts, every image decoded, then frames so layout and paint are done.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images).map((image) =>
          image.complete ? Promise.resolve() : image.decode().catch(() => undefined),
        ),
      );
      const frames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await frames();
      // Repaint everything once: how the page got here (which parts were repainted when) must
      // not show in antialiased edges.
      document.documentElement.style.setProperty('background-color', 'rgb(1, 2, 3)');
      await frames();
      document.documentElement.style.removeProperty('background-color');
      await frames();
    });
    const { png, stable } = await settledScreenshot(page);
    return { png, phase: stable ? phase : `${phase}, never settled`, errors };
  } finally {
    await page.close();
  }
}

interface DecodedPng {
  width: number;
  height: number;
  data: Uint8Array;
}

interface PngModule {
  PNG: { sync: { read(buffer: Buffer): DecodedPng } };
}

/**
 * Screenshots until two in a row match, as Playwright's own screenshot assertions do: a frame
 * caught while the compositor is still catching up is not a property of the story.
 */
async function settledScreenshot(page: Page) {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.waitForTimeout(100);
    const current = await shoot();
    if (current.equals(previous)) return { png: current, stable: true };
    previous = current;
  }
  return { png: previous, stable: false };
}

async function countDifferentPixels(a: Buffer, b: Buffer): Promise<string> {
  try {
    // pngjs comes with @vitest/browser; only needed to describe a failure.
    // A variable specifier: pngjs ships no types, and only this failure path needs it.
    const specifier = 'pngjs';
    const { PNG } = (await import(specifier)) as PngModule;
    const left = PNG.sync.read(a);
    const right = PNG.sync.read(b);
    if (left.width !== right.width || left.height !== right.height) {
      return `size ${left.width}x${left.height} vs ${right.width}x${right.height}`;
    }
    let different = 0;
    for (let i = 0; i < left.data.length; i += 4) {
      if (
        left.data[i] !== right.data[i] ||
        left.data[i + 1] !== right.data[i + 1] ||
        left.data[i + 2] !== right.data[i + 2] ||
        left.data[i + 3] !== right.data[i + 3]
      ) {
        different += 1;
      }
    }
    return `${different} of ${left.width * left.height} pixels differ`;
  } catch {
    return 'the images differ';
  }
}

async function main() {
  const started = Date.now();
  if (shouldBuild) {
    console.log('Building Storybook…');
    const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('Storybook build failed.');
      process.exit(1);
    }
  }
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    console.error(`No ${staticDir}/index.json: build Storybook first (or drop --no-build).`);
    process.exit(1);
  }

  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const indexed = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)),
  );

  let stories: IndexEntry[] = [];
  let lightNote = '';
  let sampleNote = '';
  let darkStories: IndexEntry[] = [];
  let darkNote = '';

  const server = await serve(staticDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      // Re-rastering only the damaged part of a tile leaves edges antialiased by history.
      '--disable-partial-raster',
    ],
  });

  const failures: string[] = [];
  let compared = 0;
  try {
    const settings = await storySettings(
      browser,
      origin,
      indexed.map((story) => story.id),
    );
    const baselines = indexed.filter((story) => settings[story.id]?.baseline);
    stories = baselines;
    lightNote = `every Chromatic baseline (${baselines.length} of ${indexed.length} stories; ${indexed.length - baselines.length} have disableSnapshot)`;
    // Dark sample: every Foundations story and the first story of every other file. Stories on
    // the reader's theme follow the browser, not the toolbar, so they have no dark capture.
    const seenTitles = new Set<string>();
    darkStories = baselines.filter((story) => {
      if (darkSweep === 'none' || settings[story.id]?.readerTheme) return false;
      if (darkSweep === 'all' || story.title.startsWith('Foundations/')) return true;
      if (seenTitles.has(story.title)) return false;
      seenTitles.add(story.title);
      return true;
    });
    darkNote =
      darkSweep === 'all'
        ? 'every story'
        : darkSweep === 'none'
          ? 'skipped (--dark none)'
          : `a sample: every Foundations story and the first story of each other component or screen (${darkStories.length} of ${baselines.length}; --dark all for every story)`;
    const captures: { story: IndexEntry; theme: Theme }[] = [
      ...stories.map((story) => ({ story, theme: THEMES[0] })),
      ...darkStories.map((story) => ({ story, theme: THEMES[1] })),
    ];
    const queue = captures.filter(({ story, theme }) => sampled(story.id, theme));
    sampleNote =
      share === 1
        ? ''
        : ` Sampled: ${queue.length} of these ${captures.length} captures (--share ${share} --seed ${seed || "''"}; --share 1 for all).`;
    console.log(`Light theme: ${lightNote}. Dark theme: ${darkNote}.${sampleNote}`);
    const work = async () => {
      const context = await browser.newContext({
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'no-preference',
      });
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { story, theme } = item;
        const viewport = settings[story.id]?.viewport;
        const readerTheme = settings[story.id]?.readerTheme ?? false;
        const first = await capture(context, origin, story.id, viewport, theme, readerTheme);
        const second = await capture(context, origin, story.id, viewport, theme, readerTheme);
        const label = `${story.title} / ${story.name} [${theme}${viewport ? `, ${viewport}` : ''}]`;
        const file = `${story.id}--${theme}`;
        compared += 1;
        if (first.phase !== 'finished' || second.phase !== 'finished') {
          failures.push(
            `${label}: did not finish rendering (${first.phase}, ${second.phase}) ${first.errors.join('; ')}`,
          );
          console.log(`✘ ${label}: render ${first.phase}/${second.phase}`);
        } else if (!first.png.equals(second.png)) {
          mkdirSync(diffDir, { recursive: true });
          writeFileSync(path.join(diffDir, `${file}-1.png`), first.png);
          writeFileSync(path.join(diffDir, `${file}-2.png`), second.png);
          const detail = await countDifferentPixels(first.png, second.png);
          failures.push(`${label}: ${detail} (screenshots in ${diffDir})`);
          console.log(`✘ ${label}: ${detail}`);
        } else {
          if (keep) {
            mkdirSync(diffDir, { recursive: true });
            writeFileSync(path.join(diffDir, `${file}.png`), first.png);
          }
          console.log(`✔ ${label}`);
        }
      }
      await context.close();
    };
    await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, work));
  } finally {
    await browser.close();
    server.close();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${compared} captures, each screenshotted twice: ${compared - failures.length} identical, ${failures.length} different or failing (${seconds}s). Light theme: ${lightNote}. Dark theme: ${darkNote}.${sampleNote}`,
  );
  if (failures.length > 0) {
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exit(1);
  }
  if (compared === 0) {
    console.log('No stories matched.');
    process.exit(1);
  }
}

await main();
