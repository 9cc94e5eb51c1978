import { KEPT_INPUT } from '../pageDocumentIds';

/**
 * The replay of input made before the app started; the keeper (./earlyInputKeeper.ts) keeps it.
 * The app calls replayEarlyInput once it has committed its first render, whether it hydrated a
 * server render or drew the page itself (src/browser/main.tsx): until then every click on a
 * button is held, so a start that never replays would leave no button working.
 */

/** A control's state right after a change made before the app started (see the keeper). */
type ControlState = { value: string } | { checked: boolean };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface KeptInput {
  clicks: Element[];
  /** In the order of their last change. */
  changed: Map<Control, ControlState>;
  stop(): void;
}

/**
 * Whether React has taken `element` over. Parts of the page behind a Suspense boundary hydrate
 * after the rest, so the app's first commit is not enough; React marks each node it hydrated
 * with its props (an internal key, but one it has set since React 16 and the only signal there
 * is from outside React).
 */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 16));

/**
 * Resolves true once React has taken `element` over, false if it is gone (React replaced it) or
 * the visitor has left the page (`onPage` false). There is no time limit: the page itself is
 * behind a Suspense boundary (the root layout's), which React hydrates after the app's first
 * commit at a low priority, and on a slow or busy device that may take many seconds. A button
 * still on screen was offered and pressed, so its click waits until it can act, however long that
 * takes; a limit dropped it while the button looked as ready as ever (ADR 9, 'No lost clicks').
 */
async function untilHydrated(element: Element, onPage: () => boolean): Promise<boolean> {
  while (element.isConnected && onPage() && !hydrated(element)) await nextFrame();
  return element.isConnected && onPage() && hydrated(element);
}

/** The prototype's `value` setter, which React's change tracking does not see. */
function untrackedValueSetter(box: HTMLInputElement | HTMLTextAreaElement) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')?.set;
}

/**
 * Tells React a control's state as a person making the change would, whatever React drew when it
 * took the control over (it may keep the state on screen or draw its own over it):
 * - a box: React notices a change only when the value differs from the last one it saw, so the
 *   box is emptied through its own `value` (which React watches), refilled through the
 *   prototype's setter (which it does not), and given an `input` event;
 * - a select: its value set and a `change` event (React reads selects on every change);
 * - a checkbox or radio: set to the opposite through its own `checked` (watched), then clicked, so
 *   the browser toggles it to the kept state and React sees the click change it.
 */
function restore(control: Control, state: ControlState): boolean {
  if ('checked' in state) {
    if (!(control instanceof HTMLInputElement)) return false;
    control.checked = !state.checked;
    control.click();
    return control.checked === state.checked;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = state.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  const setValue = untrackedValueSetter(control);
  if (!setValue) return false;
  control.value = state.value === '' ? ' ' : '';
  setValue.call(control, state.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * Stops keeping input and replays it: each control's state once React has taken the control
 * over, then the clicks in order, each once React has taken its element over (a node React
 * replaced while hydrating is gone, and so is its input). States first, so a button clicked after
 * typing or choosing acts on what was typed or chosen. The input was made on the page the app started on: once the visitor is
 * on another (a replayed click or a link took them there), what is left of it is dropped, even
 * for a button still on screen (the navbar's). Resolves with how many it replayed. Each input is
 * replayed at most once: the first call takes all of it, and later calls (or calls where no
 * keeper ran: the dev server, tests) find nothing.
 */
export async function replayEarlyInput(): Promise<number> {
  const host = window as unknown as Record<string, KeptInput | undefined>;
  const kept = host[KEPT_INPUT];
  if (!kept) return 0;
  kept.stop();
  host[KEPT_INPUT] = undefined;
  const page = window.location.pathname;
  const onPage = () => window.location.pathname === page;
  let replayed = 0;
  for (const [control, state] of kept.changed) {
    if ((await untilHydrated(control, onPage)) && restore(control, state)) replayed += 1;
  }
  for (const element of kept.clicks) {
    if ((await untilHydrated(element, onPage)) && element instanceof HTMLElement) {
      element.click();
      replayed += 1;
    }
  }
  return replayed;
}
