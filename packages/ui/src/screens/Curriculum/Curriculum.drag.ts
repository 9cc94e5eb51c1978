// Dragging with dnd-kit in a story: its pointer sensor and its live region.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { curriculumTexts as texts } from '../../features/curriculum';

/** dnd-kit's live region, which speaks while a drag goes on (beside the page, in the body). */
const dragRegion = () =>
  document.querySelector<HTMLElement>('[id^="DndLiveRegion"]') ?? document.body;

/**
 * Everything dnd-kit's live region says from now on, in order (each announcement replaces the
 * last, faster than a waitFor might look).
 */
export function recordDragAnnouncements(): string[] {
  const said: string[] = [];
  const region = dragRegion();
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text && said.at(-1) !== text) said.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

export const centre = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
};

/**
 * Starts dragging `handle` with one pointer (each call of the direct API would start a new one):
 * pressed, then moved past the sensor's 6 px, and waits for the drag to start. dnd-kit starts it,
 * measures and picks what is under the pointer in renders after the pointer's events, so each
 * step waits for what it causes; a release before that render drops on nothing.
 */
export async function startDrag(handle: HTMLElement) {
  const pointer = userEvent.setup();
  const from = centre(handle);
  await pointer.pointer({ keys: '[MouseLeft>]', target: handle, coords: from });
  await pointer.pointer({ coords: { ...from, clientY: from.clientY + 10 } });
  await waitFor(() =>
    expect(handle.closest('li')).toHaveAttribute('data-dragging', expect.anything()),
  );
  return {
    from,
    moveTo: (coords: { clientX: number; clientY: number }) => pointer.pointer({ coords }),
    drop: () => pointer.pointer({ keys: '[/MouseLeft]' }),
  };
}

/** The drag handle of the lesson or section titled `title`. */
export const handleOf = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByTitle(texts.dragHandle(title));
