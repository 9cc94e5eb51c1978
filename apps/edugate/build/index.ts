/**
 * The app's Vite plugins. They run in Node, inside Vite, while the app is built (and the first
 * two in the dev server); none of this reaches a browser or the page server.
 */
export { codeAfterFirstPaint } from './codeAfterFirstPaint.ts';
export { keepEarlyInput, themeBoot } from './inlineScripts.ts';
export { precompress } from './precompress.ts';
export { routeSources } from './routeSources.ts';
