import { KEPT_INPUT } from '../pageDocumentIds';

/**
 * The replay of input made before the app started; the keeper (./earlyInputKeeper.ts) keeps it.
 * The app calls replayEarlyInput once it has committed its first render, whether it hydrated a
 * server render or drew the page itself (src/browser/main.tsx): until then every click on a
 * button is held, so a start that never replays would leave no button working.
 */

interface KeptInput {
  clicks: Element[];
  typed: Set<HTMLInputElement | HTMLTextAreaElement>;
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

/** Longest wait for a part of the page to hydrate before its kept input is given up (ms). */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Resolves true once React has taken `element` over, false if it is gone, time ran out or the
 * visitor has left the page (`onPage` false).
 */
async function untilHydrated(element: Element, onPage: () => boolean): Promise<boolean> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  const waiting = () => element.isConnected && onPage() && !hydrated(element);
  while (waiting() && Date.now() < deadline) await nextFrame();
  return element.isConnected && onPage() && hydrated(element);
}

/**
 * Tells React a box's text as a person typing it would: React notices a change only when the
 * box's value differs from the last one it saw, and it saw the typed text already when it
 * hydrated. So the box is emptied through its own `value` (which React watches), refilled through
 * the prototype's setter (which it does not), and given an `input` event.
 */
function retype(box: HTMLInputElement | HTMLTextAreaElement): boolean {
  const text = box.value;
  if (text === box.defaultValue) return false;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')?.set;
  if (!setValue) return false;
  box.value = text === '' ? ' ' : '';
  setValue.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/**
 * Stops keeping input and replays it: each box's text once React has taken the box over, then
 * the clicks in order, each once React has taken its element over (a node React replaced while
 * hydrating is gone, and so is its input). Text first, so a search button clicked after typing
 * searches for the text. The input was made on the page the app started on: once the visitor is
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
  for (const box of kept.typed) {
    if ((await untilHydrated(box, onPage)) && retype(box)) replayed += 1;
  }
  for (const element of kept.clicks) {
    if ((await untilHydrated(element, onPage)) && element instanceof HTMLElement) {
      element.click();
      replayed += 1;
    }
  }
  return replayed;
}
