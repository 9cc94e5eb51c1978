/**
 * Clicks made before the page has hydrated. A server-rendered page is on screen, with its buttons,
 * well before its code has run (the code loads after the first paint: moduleLoader.ts), and a
 * button that React has not taken over yet does nothing: the click would be lost. So a few lines
 * of inline script, run before anything is drawn, keep every click on a button (or anything
 * acting as one) until the app has hydrated, and the app then clicks those that are still on the
 * page, in order. Links need none of this: they work without script.
 */

/** The property of `window` that holds the kept clicks until the app takes them. */
export const KEPT_CLICKS = '__edugateKeptClicks';

/** What counts as a button: native ones and the ARIA roles this app gives to controls. */
const CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],summary';

/**
 * The inline script. It stops the click (a submit button would otherwise post the form natively,
 * a details/summary would toggle and toggle back) and remembers the element.
 */
export const CLICK_KEEPER = `(()=>{const k=[];const keep=e=>{const t=e.target instanceof Element?e.target.closest('${CONTROLS}'):null;if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();k.push(t)};k.stop=()=>document.removeEventListener("click",keep,true);document.addEventListener("click",keep,true);window.${KEPT_CLICKS}=k})()`;

interface KeptClicks extends Array<Element> {
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

/** Longest wait for a part of the page to hydrate before its kept click is given up (ms). */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Stops keeping clicks and replays the kept ones, in order, each once React has taken its element
 * over; a node React replaced while hydrating is gone, and so is its click. Resolves with how
 * many it replayed. Safe to call more than once, and where no keeper ran (the dev server, tests).
 */
export async function replayKeptClicks(): Promise<number> {
  const host = window as unknown as Record<string, KeptClicks | undefined>;
  const kept = host[KEPT_CLICKS];
  if (!kept) return 0;
  kept.stop();
  host[KEPT_CLICKS] = undefined;
  let replayed = 0;
  for (const element of kept) {
    const deadline = Date.now() + HYDRATION_WAIT_MS;
    while (element.isConnected && !hydrated(element) && Date.now() < deadline) await nextFrame();
    if (element.isConnected && hydrated(element) && element instanceof HTMLElement) {
      element.click();
      replayed += 1;
    }
  }
  return replayed;
}
