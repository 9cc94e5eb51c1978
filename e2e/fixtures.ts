/**
 * The shared fixture of every end-to-end test:
 *   - `watch` (automatic): records console errors, uncaught page errors, failed requests, error
 *     statuses (>= 400) and requests to any host but this machine; the test fails at its end
 *     unless each one was declared with `watch.expect(...)` beforehand;
 *   - `axe`: `await axe.check(page)` runs axe-core with the WCAG 2.2 A and AA rules on what the
 *     page shows now and fails on any violation; every page (path) a test visits must have been
 *     checked at least once by the end of the test (`axe.passedThrough` for a mere redirect,
 *     `axe.checkedElsewhere` where axe cannot run: a page with JavaScript turned off);
 *   - `newUser()`: a fresh identity per call (unique e-mail), so tests share one stack safely.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './network.ts';

export { expect };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type ProblemKind = 'console' | 'pageerror' | 'requestfailed' | 'status' | 'external';

interface Problem {
  kind: ProblemKind;
  text: string;
}

interface Expectation {
  kind: ProblemKind;
  pattern: RegExp;
  /** For 'status': the exact status expected. */
  status?: number;
  seen: number;
}

export interface Watch {
  /** A console error (or uncaught page error) whose text matches is expected. */
  expectConsoleError(pattern: RegExp): void;
  /** A response with this status for a URL matching `pattern` is expected. */
  expectStatus(pattern: RegExp, status: number): void;
  /** A request to a URL matching `pattern` that fails at the network level is expected. */
  expectRequestFailure(pattern: RegExp): void;
  /** What has been recorded so far (for a test that asserts on it). */
  problems(): readonly Problem[];
}

export interface Axe {
  check(page: Page): Promise<void>;
  /** A path the test only passed through (a redirect), with nothing of its own to check. */
  passedThrough(pathname: string): void;
  /**
   * A path axe cannot inspect in this test (it needs scripts, and the test turned them off),
   * naming the test that checks the same page.
   */
  checkedElsewhere(pathname: string, by: string): void;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

let userCounter = 0;

/** A person who has never used EduGate: unique e-mail per call, a password that meets the product's rules. */
export function newUser(prefix = 'learner'): NewUser {
  userCounter += 1;
  const id = `${Date.now().toString(36)}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Test ${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'Str0ng!Pass',
  };
}

export const test = base.extend<{ watch: Watch; axe: Axe }>({
  watch: [
    async ({ context }, provide) => {
      const problems: Problem[] = [];
      const expectations: Expectation[] = [];
      const record = (kind: ProblemKind, text: string) => problems.push({ kind, text });

      const observe = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const where = message.location().url;
          record('console', `${message.text()}${where ? ` (${where})` : ''}`);
        });
        page.on('pageerror', (error) => record('pageerror', error.stack ?? error.message));
      };
      trackRequests(context);
      context.on('page', observe);
      for (const page of context.pages()) observe(page);

      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'ws:') return;
        if (!LOCAL_HOSTS.has(url.hostname)) record('external', `${request.method()} ${url.href}`);
      });
      context.on('requestfailed', (request) => {
        record(
          'requestfailed',
          `${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`,
        );
      });
      context.on('response', (response) => {
        if (response.status() >= 400) {
          record('status', `${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });

      const watch: Watch = {
        expectConsoleError: (pattern) => expectations.push({ kind: 'console', pattern, seen: 0 }),
        expectStatus: (pattern, status) =>
          expectations.push({ kind: 'status', pattern, status, seen: 0 }),
        expectRequestFailure: (pattern) =>
          expectations.push({ kind: 'requestfailed', pattern, seen: 0 }),
        problems: () => problems,
      };

      await provide(watch);

      const unexpected = problems.filter((problem) => {
        const match = expectations.find(
          (expectation) =>
            (expectation.kind === problem.kind ||
              (expectation.kind === 'console' && problem.kind === 'pageerror')) &&
            expectation.pattern.test(problem.text) &&
            (expectation.status === undefined || problem.text.startsWith(`${expectation.status} `)),
        );
        if (match) match.seen += 1;
        return !match;
      });
      expect(
        unexpected.map((problem) => `${problem.kind}: ${problem.text}`),
        'console errors, failed requests or requests to other hosts that the test did not expect',
      ).toEqual([]);
    },
    { auto: true },
  ],

  // Automatic, so a test that never asks for `axe` still fails for the pages it left unchecked.
  axe: [
    async ({ page }, provide) => {
      const visited = new Set<string>();
      const checked = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.protocol.startsWith('http')) visited.add(url.pathname);
      });

      const axe: Axe = {
        async check(target) {
          const results = await new AxeBuilder({ page: target }).withTags(WCAG_22_AA).analyze();
          const pathname = new URL(target.url()).pathname;
          const summary = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          );
          expect(summary, `axe (WCAG 2.2 A/AA) on ${pathname}`).toEqual([]);
          checked.add(pathname);
        },
        passedThrough(pathname) {
          checked.add(pathname);
        },
        checkedElsewhere(pathname, by) {
          if (by.trim() === '') throw new Error(`say which test checks ${pathname}`);
          checked.add(pathname);
        },
      };

      await provide(axe);

      const unchecked = [...visited].filter((pathname) => !checked.has(pathname));
      expect(unchecked, 'pages this test visited without an axe check').toEqual([]);
    },
    { auto: true },
  ],
});
