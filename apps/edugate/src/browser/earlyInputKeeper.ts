import { KEPT_INPUT } from '../pageDocumentIds';

/**
 * Input made before the page has hydrated. A server-rendered page is on screen, with its buttons,
 * boxes and selects, well before its code has run (the code loads after the first paint:
 * build/codeAfterFirstPaint.ts). What the web does without script still works then: links, and
 * the catalogue's and job board's search areas, which are GET forms (Enter or a chip there is an
 * ordinary navigation the server renders). The rest needs the app: a button that React has not
 * taken over does nothing, and a control's state (a box's text, a select's choice, a checkbox or
 * a radio) may stay on screen yet never reach React's state, or be drawn over when React takes
 * the control over. So a few lines of inline script, run before anything is drawn, keep every
 * click on a button (or anything acting as one) except a GET form's submit, and the last state of
 * every control changed, until the app has started; the app then tells React each control's
 * state as if it had just been changed and clicks the kept buttons still on the page, in order.
 * The keeper is in every index.html, also where no server rendered the page (a render that failed,
 * `vite preview`, a static host): the app stops it however it starts (./main.tsx), or no button
 * works.
 *
 * This module is the keeper: browser code as a string, which the build inlines into index.html
 * (build/inlineScripts.ts). Its other half, the replay, is ./earlyInput.ts.
 */

/** What counts as a button: native ones and the ARIA roles this app gives to controls. */
const CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],summary';

/**
 * The inline script. It stops the click (a submit button would otherwise post its form natively,
 * a details/summary would toggle and toggle back) and remembers the element; the submit of a form
 * that says method="get" goes through (a form without the attribute is GET too, but these are the
 * app's script-driven forms: a login form must never post its password into a URL). For a control it remembers the state right after the change: `{ value }` for a
 * box or select, `{ checked }` for a checkbox or radio, latest change last (a radio group's
 * later choice replays after an earlier one).
 */
export const EARLY_INPUT_KEEPER = `(()=>{const k={clicks:[],changed:new Map()};const keep=e=>{const t=e.target instanceof Element?e.target.closest('${CONTROLS}'):null;if(!t||t.disabled)return;if(t.type==="submit"&&t.form&&t.form.getAttribute("method")==="get")return;e.preventDefault();e.stopImmediatePropagation();k.clicks.push(t)};const note=e=>{const t=e.target;let s;if(t instanceof HTMLInputElement&&(t.type==="checkbox"||t.type==="radio"))s={checked:t.checked};else if(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement)s={value:t.value};else return;k.changed.delete(t);k.changed.set(t,s)};k.stop=()=>{document.removeEventListener("click",keep,true);document.removeEventListener("input",note,true);document.removeEventListener("change",note,true)};document.addEventListener("click",keep,true);document.addEventListener("input",note,true);document.addEventListener("change",note,true);window.${KEPT_INPUT}=k})()`;
