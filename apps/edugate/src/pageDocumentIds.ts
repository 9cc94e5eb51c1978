/**
 * The names by which the page the server sends and the code the browser runs find each other:
 * written into the HTML by the build (build/) and the page server (server/pageDocument.ts), read
 * by the browser (browser/). Plain strings, so every runtime may import them.
 */

/** The id of the script element that carries a server render's data to the browser. */
export const SERVER_DATA_ID = 'edugate-data';

/** The inert <template> holding the page's scripts until its first frame; `data-entry` names the entry. */
export const MODULES_TEMPLATE_ID = 'edugate-modules';

/** The property of `window` that holds the input kept before hydration until the app takes it. */
export const KEPT_INPUT = '__edugateKeptInput';
