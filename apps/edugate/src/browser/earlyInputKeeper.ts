import { KEPT_INPUT } from '../pageDocumentIds';

/**
 * Input made before the page has hydrated. A server-rendered page is on screen, with its buttons
 * and search boxes, well before its code has run (the code loads after the first paint:
 * build/codeAfterFirstPaint.ts). A button that React has not taken over yet does nothing, and text typed into
 * a box stays in the box but never reaches React's state (React keeps the box's text when it
 * hydrates, and raises no change for it): a search would then run without it. So a few lines of
 * inline script, run before anything is drawn, keep every click on a button (or anything acting
 * as one) and the last text of every box typed into, until the app has started; the app then
 * clicks the kept buttons that are still on the page, in order, and tells React each box's text
 * as if it had just been typed. Links need none of this: they work without script. The keeper is
 * in every index.html, also where no server rendered the page (a render that failed, `vite
 * preview`, a static host): the app stops it however it starts (./main.tsx), or no button works.
 *
 * This module is the keeper: browser code as a string, which the build inlines into index.html
 * (build/inlineScripts.ts). Its other half, the replay, is ./earlyInput.ts.
 */

/** What counts as a button: native ones and the ARIA roles this app gives to controls. */
const CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],summary';

/**
 * The inline script. It stops the click (a submit button would otherwise post the form natively,
 * a details/summary would toggle and toggle back) and remembers the element; for text it only
 * remembers which boxes were typed into (the box holds the text itself).
 */
export const EARLY_INPUT_KEEPER = `(()=>{const k={clicks:[],typed:new Set()};const keep=e=>{const t=e.target instanceof Element?e.target.closest('${CONTROLS}'):null;if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();k.clicks.push(t)};const typed=e=>{const t=e.target;if(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)k.typed.add(t)};k.stop=()=>{document.removeEventListener("click",keep,true);document.removeEventListener("input",typed,true)};document.addEventListener("click",keep,true);document.addEventListener("input",typed,true);window.${KEPT_INPUT}=k})()`;
