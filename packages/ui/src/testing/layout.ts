import { expect } from 'storybook/test';
import { atSmall, onlyAt } from './modes';

/**
 * Layout assertions for the 'Long Texts' stories: with the longest texts the API
 * accepts, no page is wider than its viewport and every long text is shown whole.
 */

/** The page scrolls only vertically: nothing makes the document wider than the window. */
export async function expectNoHorizontalOverflow(): Promise<void> {
  await expect(
    document.documentElement.scrollWidth,
    `page width at a ${window.innerWidth} px viewport`,
  ).toBeLessThanOrEqual(window.innerWidth);
}

const clips = (element: Element) => {
  const { overflowX } = getComputedStyle(element);
  return overflowX === 'hidden' || overflowX === 'clip';
};

/**
 * `element` is visible, inside the window's width, not overflowing its own box, and not cut by an
 * ancestor that hides overflow (a scroll container, such as a wide table's, may hold it out of view).
 */
export async function expectShownWhole(element: HTMLElement): Promise<void> {
  await expect(element).toBeVisible();
  const box = element.getBoundingClientRect();
  const label = `"${(element.textContent ?? '').slice(0, 40)}…"`;
  await expect(box.left, `${label} starts inside the window`).toBeGreaterThanOrEqual(0);
  await expect(box.right, `${label} ends inside the window`).toBeLessThanOrEqual(window.innerWidth);
  await expect(element.scrollWidth, `${label} fits its own box`).toBeLessThanOrEqual(
    element.clientWidth + 1,
  );
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowX } = getComputedStyle(parent);
    if (overflowX === 'auto' || overflowX === 'scroll') break;
    if (!clips(parent)) continue;
    const frame = parent.getBoundingClientRect();
    await expect(box.right, `${label} is not cut by its container`).toBeLessThanOrEqual(
      frame.right + 1,
    );
  }
}

interface StoryLike {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}

/** The large-screen copy of a story: the 1280 px viewport, captured at that width only. */
export function atLarge<S extends StoryLike>(story: S): S {
  const chromatic = (story.parameters?.chromatic ?? {}) as Record<string, unknown>;
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: 'lg', isRotated: false } },
    parameters: { ...story.parameters, chromatic: { ...chromatic, modes: onlyAt('lg') } },
  };
}

/** A story at 1280 px and its copy at 375 px: `[large, small]`. */
export function atLargeAndSmall<S extends StoryLike>(story: S): [S, S] {
  return [atLarge(story), atSmall(story)];
}

/**
 * The text of `element` line by line, as it is laid out (lines hidden by a clamp included): where
 * the browser broke it, which text alone does not say.
 */
export function renderedLines(element: HTMLElement): string[] {
  const lines: string[] = [];
  let top: number | null = null;
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (!rect || rect.width === 0) continue;
      if (top === null || rect.top > top + rect.height / 2) {
        lines.push(text.charAt(index));
        top = rect.top;
      } else {
        lines[lines.length - 1] = `${lines.at(-1) ?? ''}${text.charAt(index)}`;
      }
    }
  }
  return lines;
}

/** Whether `text`, inside `element`, starts where a reader sees it: within `element`'s box. */
export function startsInView(element: HTMLElement, text: string): boolean {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node.textContent ?? '').indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = range.getBoundingClientRect();
    return rect.bottom <= element.getBoundingClientRect().bottom + 1;
  }
  return false;
}
