/**
 * `npm run check:determinism`: proves every story renders identically every time, without
 * Chromatic. Builds Storybook, serves `storybook-static`, and screenshots each story of
 * `index.json` twice in Chromium, each time in a fresh page, then compares the pixels.
 * Prints a count and exits non-zero on any difference, any story that fails to render or play,
 * and any two baselines of one title that end on the same picture (see below).
 *
 * Both themes: every story in the light theme, and in the dark theme (the toolbar's `theme`
 * global) one story per component or screen, the first of its file, plus every Foundations story:
 * the theme changes colours, not what renders when, and the whole dark sweep would double the
 * run. `--dark all` sweeps every story in dark too; `--dark none` skips it.
 *
 * Only baselines: a story with `chromatic: { disableSnapshot: true }` gets no Chromatic snapshot,
 * so its last frame is never compared and is not captured here either.
 *
 * Two more checks on the same built Storybook, for what `npm test` (Vite's dev server) cannot see:
 * - Every play function must finish without throwing here, baselines and the others alike (those
 *   others run once, in light, with no screenshot). Storybook still reaches its `finished` phase
 *   when a play function throws, so the thrown error is read from its channel; a baseline whose
 *   play function threw would be a snapshot of a half-played story.
 * - Two baselines of one component or screen (one title) in one theme and viewport must not end on
 *   the same picture: a Chromatic baseline shows what its name promises, so one of them is not
 *   doing that, or is a flow that belongs under `disableSnapshot` (with the reason beside it).
 *
 * A sample when time is short (`--share <0..1>`, default 1 = everything): the components and
 * screens (titles) whose hash with `--seed` and the theme falls under the share, each with all of
 * its stories, so identical pictures within a title are always compared. CI seeds with the
 * commit, so a rerun of one commit checks the same titles and successive commits others.
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
import { chromiumLaunchOptions, STORY_ARGS } from './chromium.ts';

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

/**
 * Whether a title's captures in a theme are in this run's sample: a stable hash of the seed, the
 * title and the theme. Whole titles, so every baseline of a sampled one is compared with the others.
 */
function sampled(title: string, theme: Theme): boolean {
  if (share === 1) return true;
  const hash = createHash('sha256').update(`${seed}:${title}:${theme}`).digest();
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
  /** Storybook's channel: `last(event)` is the arguments the event was last emitted with. */
  __STORYBOOK_ADDONS_CHANNEL__?: { last(event: string): unknown[] | undefined };
}

/**
 * What each story asks for, read from the built preview itself: the viewport of its `globals`,
 * whether it runs on the reader's theme (`parameters.readerTheme`) instead of the toolbar's or
 * ends on the other theme on purpose (`parameters.endsOnOtherTheme`), and whether Chromatic
 * snapshots it at all.
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
    const result: Record<
      string,
      { viewport?: string; readerTheme: boolean; endsOnOtherTheme: boolean; baseline: boolean }
    > = {};
    for (const id of storyIds) {
      const story = await store.loadStory({ storyId: id });
      const viewport = story.storyGlobals.viewport as { value?: string } | undefined;
      const chromatic = story.parameters.chromatic as { disableSnapshot?: boolean } | undefined;
      result[id] = {
        viewport: viewport?.value,
        readerTheme: !!story.parameters.readerTheme,
        endsOnOtherTheme: !!story.parameters.endsOnOtherTheme,
        baseline: !chromatic?.disableSnapshot,
      };
    }
    return result;
  }, ids);
  await page.close();
  return names;
}

/**
 * What went wrong while the story rendered and played, as Storybook's channel reported it, or
 * undefined. Runs in the page.
 */
function storyFailure(): string | undefined {
  const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) return 'no Storybook channel';
  const message = (event: string) => {
    const [first] = channel.last(event) ?? [];
    if (first === undefined) return undefined;
    const errors = Array.isArray(first) ? first : [first];
    return errors
      .map((error) => String((error as { message?: unknown }).message ?? error).split('\n')[0])
      .join('; ');
  };
  const played = message('playFunctionThrewException');
  if (played) return `play function threw: ${played}`;
  const unhandled = message('unhandledErrorsWhilePlaying');
  if (unhandled) return `unhandled errors while playing: ${unhandled}`;
  const rendered = message('storyThrewException') ?? message('storyErrored');
  if (rendered) return `story threw: ${rendered}`;
  const [finished] = channel.last('storyFinished') ?? [];
  if ((finished as { status?: string } | undefined)?.status !== 'success')
    return 'story did not finish successfully';
  return undefined;
}

interface CaptureOptions {
  viewport: string | undefined;
  theme: Theme;
  readerTheme: boolean;
  endsOnOtherTheme: boolean;
  /** False: only play the story and report a failure (a story with no Chromatic snapshot). */
  screenshot: boolean;
}

/**
 * Opens the story in a fresh page, waits until it has rendered, played and settled, and
 * screenshots it. Pages share their worker's context, so the MSW service worker registers once.
 */
async function capture(
  context: BrowserContext,
  origin: string,
  id: string,
  { viewport, theme, readerTheme, endsOnOtherTheme, screenshot }: CaptureOptions,
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
    // `finished` comes after a throwing play function too; the channel says what happened.
    const failure = phase === 'finished' ? await page.evaluate(storyFailure) : undefined;
    if (failure) {
      errors.unshift(failure);
      return { png: Buffer.alloc(0), phase: 'failed', errors };
    }
    if (!screenshot) return { png: Buffer.alloc(0), phase, errors };
    // The page must really be in the theme asked for, or the dark sweep proves nothing.
    const shown = await page.evaluate(() => document.documentElement.dataset.theme);
    const expected = endsOnOtherTheme ? THEMES.find((other) => other !== theme) : theme;
    if (phase === 'finished' && shown !== expected && !readerTheme) {
      errors.push(`expected the ${expected} theme on screen, the page shows ${shown ?? 'none'}`);
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
  let playedNote = '';

  const server = await serve(staticDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    ...chromiumLaunchOptions([
      ...STORY_ARGS,
      // Re-rastering only the damaged part of a tile leaves edges antialiased by history.
      '--disable-partial-raster',
    ]),
    headless: true,
  });

  const failures: string[] = [];
  let compared = 0;
  let played = 0;
  /** Each compared baseline's picture, by title, theme and viewport: no two may be the same. */
  const pictures = new Map<string, Map<string, string[]>>();
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
    // The stories with no snapshot are only played, once, in light.
    const playOnly = indexed.filter((story) => !settings[story.id]?.baseline);
    type Item = { story: IndexEntry; theme: Theme; screenshot: boolean };
    const captures: Item[] = [
      ...stories.map((story) => ({ story, theme: THEMES[0], screenshot: true })),
      ...darkStories.map((story) => ({ story, theme: THEMES[1], screenshot: true })),
    ];
    const plays: Item[] = playOnly.map((story) => ({ story, theme: THEMES[0], screenshot: false }));
    const inSample = ({ story, theme }: Item) => sampled(story.title, theme);
    const queue = [...captures.filter(inSample), ...plays.filter(inSample)];
    const sampledCaptures = captures.filter(inSample).length;
    const sampledPlays = plays.filter(inSample).length;
    playedNote = `the ${playOnly.length} stories with no snapshot only played, once, in light`;
    sampleNote =
      share === 1
        ? ''
        : ` Sampled by title: ${sampledCaptures} of these ${captures.length} captures and ${sampledPlays} of the ${plays.length} plays (--share ${share} --seed ${seed || "''"}; --share 1 for all).`;
    console.log(`Light theme: ${lightNote}. Dark theme: ${darkNote}; ${playedNote}.${sampleNote}`);
    const work = async () => {
      const context = await browser.newContext({
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'no-preference',
      });
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { story, theme, screenshot } = item;
        const viewport = settings[story.id]?.viewport;
        const options: CaptureOptions = {
          viewport,
          theme,
          readerTheme: settings[story.id]?.readerTheme ?? false,
          endsOnOtherTheme: settings[story.id]?.endsOnOtherTheme ?? false,
          screenshot,
        };
        const label = `${story.title} / ${story.name} [${theme}${viewport ? `, ${viewport}` : ''}]`;
        if (!screenshot) {
          played += 1;
          const only = await capture(context, origin, story.id, options);
          if (only.phase !== 'finished') {
            failures.push(`${label} (no snapshot): ${only.phase}: ${only.errors.join('; ')}`);
            console.log(`✘ ${label} (no snapshot, played): ${only.errors[0] ?? only.phase}`);
          } else {
            console.log(`✔ ${label} (no snapshot, played)`);
          }
          continue;
        }
        const first = await capture(context, origin, story.id, options);
        // A story that failed once is not captured again: the failure is the finding.
        const second =
          first.phase === 'finished' ? await capture(context, origin, story.id, options) : first;
        const file = `${story.id}--${theme}`;
        compared += 1;
        if (first.phase !== 'finished' || second.phase !== 'finished') {
          const failed = first.phase === 'finished' ? second : first;
          failures.push(
            failed.phase === 'failed'
              ? `${label}: ${failed.errors.join('; ')}`
              : `${label}: did not finish rendering (${first.phase}, ${second.phase}) ${failed.errors.join('; ')}`,
          );
          console.log(`✘ ${label}: ${failed.errors[0] ?? `render ${first.phase}/${second.phase}`}`);
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
          const group = `${story.title} [${theme}${viewport ? `, ${viewport}` : ''}]`;
          const byPicture = pictures.get(group) ?? new Map<string, string[]>();
          pictures.set(group, byPicture);
          const picture = createHash('sha256').update(first.png).digest('hex');
          byPicture.set(picture, [...(byPicture.get(picture) ?? []), story.name]);
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

  let sameAsAnother = 0;
  for (const [group, byPicture] of pictures) {
    for (const names of byPicture.values()) {
      if (names.length < 2) continue;
      sameAsAnother += 1;
      failures.push(
        `${group}: ${names.map((name) => `'${name}'`).join(' and ')} end on the same picture: make each end on what its name promises, or give the one that is a flow chromatic: { disableSnapshot: true } and say why`,
      );
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failedCaptures = failures.length - sameAsAnother;
  console.log(
    `\n${compared} captures, each screenshotted twice, and ${played} plays with no screenshot: ${failedCaptures} different or failing, ${sameAsAnother} pictures shared by two or more baselines (${seconds}s). Light theme: ${lightNote}. Dark theme: ${darkNote}; ${playedNote}.${sampleNote}`,
  );
  if (failures.length > 0) {
    for (const failure of failures) console.log(`  - ${failure}`);
    process.exit(1);
  }
  if (compared + played === 0) {
    console.log('No stories matched.');
    process.exit(1);
  }
}

await main();
