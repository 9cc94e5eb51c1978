/**
 * Input made before the page has hydrated. A server-rendered page is on screen, with its buttons
 * and search boxes, well before its code has run (the code loads after the first paint:
 * moduleLoader.ts). A button that React has not taken over yet does nothing, and text typed into
 * a box stays in the box but never reaches React's state (React keeps the box's text when it
 * hydrates, and raises no change for it): a search would then run without it. So a few lines of
 * inline script, run before anything is drawn, keep every click on a button (or anything acting
 * as one) and the last text of every box typed into, until the app has hydrated; the app then
 * clicks the kept buttons that are still on the page, in order, and tells React each box's text
 * as if it had just been typed. Links need none of this: they work without script.
 */

/** The property of `window` that holds the kept input until the app takes it. */
export const KEPT_INPUT = '__edugateKeptInput';

/** What counts as a button: native ones and the ARIA roles this app gives to controls. */
const CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],summary';

/**
 * The inline script. It stops the click (a submit button would otherwise post the form natively,
 * a details/summary would toggle and toggle back) and remembers the element; for text it only
 * remembers which boxes were typed into (the box holds the text itself).
 */
export const EARLY_INPUT_KEEPER = `(()=>{const k={clicks:[],typed:new Set()};const keep=e=>{const t=e.target instanceof Element?e.target.closest('${CONTROLS}'):null;if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();k.clicks.push(t)};const typed=e=>{const t=e.target;if(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)k.typed.add(t)};k.stop=()=>{document.removeEventListener("click",keep,true);document.removeEventListener("input",typed,true)};document.addEventListener("click",keep,true);document.addEventListener("input",typed,true);window.${KEPT_INPUT}=k})()`;

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

/** Resolves true once React has taken `element` over, false if it is gone or time ran out. */
async function untilHydrated(element: Element): Promise<boolean> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  while (element.isConnected && !hydrated(element) && Date.now() < deadline) await nextFrame();
  return element.isConnected && hydrated(element);
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
 * searches for the text. Resolves with how many it replayed. Safe to call more than once, and
 * where no keeper ran (the dev server, tests).
 */
export async function replayEarlyInput(): Promise<number> {
  const host = window as unknown as Record<string, KeptInput | undefined>;
  const kept = host[KEPT_INPUT];
  if (!kept) return 0;
  kept.stop();
  host[KEPT_INPUT] = undefined;
  let replayed = 0;
  for (const box of kept.typed) {
    if ((await untilHydrated(box)) && retype(box)) replayed += 1;
  }
  for (const element of kept.clicks) {
    if ((await untilHydrated(element)) && element instanceof HTMLElement) {
      element.click();
      replayed += 1;
    }
  }
  return replayed;
}
