/**
 * How a page's code reaches the browser. A page arrives rendered by the server, so its first frame
 * needs the HTML, the stylesheet, the font and its images, and no script at all. Scripts that are
 * already downloaded (a cached repeat visit, a fast network) run before the browser paints, and on
 * a slow phone that holds back a finished page for the ~250 ms the entry takes to evaluate. So the
 * build puts the entry and the files to preload with it in an inert <template> (nothing in it is
 * fetched), and a few lines of inline script fetch them once the first frame is on screen. The
 * server adds the page's own chunks to the same template (src/server/pageDocument.ts).
 */

import type { Plugin } from 'vite';
import { MODULES_TEMPLATE_ID } from '../src/pageDocumentIds.ts';

/**
 * Waits for the first frame (or not at all in a background tab, where frames never come), then
 * moves the preloads into <head> and imports the entry.
 */
export const LOADER = `const t=document.getElementById("${MODULES_TEMPLATE_ID}");const go=()=>{document.head.append(t.content);import(t.dataset.entry)};document.visibilityState==="hidden"?setTimeout(go):requestAnimationFrame(()=>setTimeout(go))`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * Rewrites the built index.html: its entry script and module preloads become the template and
 * the loader. Throws on a page without exactly one entry script, so a change in what Vite writes
 * fails the build instead of shipping a page that never starts.
 */
export function deferModules(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1] || html.match(new RegExp(ENTRY.source, 'g'))?.length !== 1) {
    throw new Error(
      'index.html: expected exactly one built <script type="module" crossorigin src>.',
    );
  }
  const preloads = html.match(PRELOAD) ?? [];
  const template =
    `<template id="${MODULES_TEMPLATE_ID}" data-entry="${entry[1]}">` +
    preloads.map((link) => link.trim()).join('') +
    `</template><script type="module">${LOADER}</script>`;
  return html.replace(ENTRY, '').replace(PRELOAD, '').replace('</head>', `${template}</head>`);
}

/**
 * The plugin: the build's entry script and its preloads move into the template that the inline
 * loader reads once the page has painted. The dev server keeps its own entry script.
 */
export function codeAfterFirstPaint(): Plugin {
  return {
    name: 'edugate:code-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferModules },
  };
}
