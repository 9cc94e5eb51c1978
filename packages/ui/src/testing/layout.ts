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
