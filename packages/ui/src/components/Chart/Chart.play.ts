// Play helpers for charts, shared by Chart's stories and the Insights screen's.
import { expect } from 'storybook/test';

interface Box {
  text: string;
  rect: DOMRect;
}

/** Half a pixel: text that only touches another (anti-aliasing, rounding) is not over it. */
const SLACK = 0.5;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - SLACK &&
  b.left < a.right - SLACK &&
  a.top < b.bottom - SLACK &&
  b.top < a.bottom - SLACK;

/** The area a figure shows its content in: its box without border and padding. */
function contentBox(element: HTMLElement): DOMRect {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const left = rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const right = rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
  return new DOMRect(left, rect.top, right - left, rect.height);
}

/**
 * Every text a chart draws (labels, values) is whole inside its card and clear of every other
 * text, as a person reads it: compared by their boxes on screen. Returns the texts for more checks.
 */
export async function expectChartTextsClear(figure: HTMLElement): Promise<Box[]> {
  const image = figure.querySelector('svg[role="img"]');
  await expect(image).not.toBeNull();
  const area = contentBox(figure);
  const svgBox = (image as SVGSVGElement).getBoundingClientRect();
  const boxes = [...(image as SVGSVGElement).querySelectorAll('text')].map((text) => ({
    text: text.textContent ?? '',
    rect: text.getBoundingClientRect(),
  }));
  await expect(boxes.length).toBeGreaterThan(0);
  for (const { text, rect } of boxes) {
    const whole =
      rect.left >= area.left - SLACK &&
      rect.right <= area.right + SLACK &&
      rect.top >= svgBox.top - SLACK &&
      rect.bottom <= svgBox.bottom + SLACK;
    await expect(whole, `'${text}' is cut`).toBe(true);
  }
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      expect(overlaps(a.rect, b.rect), `'${a.text}' overlaps '${b.text}'`).toBe(false);
    }
  });
  return boxes;
}

/** The labels a bar chart writes beside its bars (each row's first text), in order. */
export const barLabels = (figure: HTMLElement) =>
  [...figure.querySelectorAll('svg[role="img"] g > text:first-of-type')].map(
    (text) => text.textContent ?? '',
  );
