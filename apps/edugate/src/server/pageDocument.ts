// The same escaping as the pages' structured data: a course titled '</script>...' stays text.
import { scriptSafeJson } from '@edugate/ui/components/StructuredData';
import { MODULES_TEMPLATE_ID, SERVER_DATA_ID } from '../pageDocumentIds';
import type { PageAssets } from './pageAssets';
import type { RenderedPage } from './renderPage';

const ROOT = '<div id="root"></div>';
const MODULES_TEMPLATE = `<template id="${MODULES_TEMPLATE_ID}"`;
const MODULES_END = '</template>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Checks once, at start-up, that the built index.html is a template this module can fill. */
export function assertTemplate(template: string): void {
  for (const part of [ROOT, '<title>', '</title>', '</head>', '</body>', MODULES_TEMPLATE]) {
    if (!template.includes(part)) throw new Error(`index.html has no ${part}`);
  }
}

/** The built index.html with the page filled in: title, its files, its markup and its data. */
export function pageDocument(template: string, page: RenderedPage, assets: PageAssets): string {
  const styles = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  // Fetched with the entry once the page has painted (build/codeAfterFirstPaint.ts).
  const modules = assets.scripts.map(
    (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
  );
  const data = `<script type="application/json" id="${SERVER_DATA_ID}">${scriptSafeJson(page.data)}</script>`;
  const { title } = page;
  const titled =
    title === null
      ? template
      : template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return titled
    .replace(MODULES_END, () => `${modules.join('')}${MODULES_END}`)
    .replace('</head>', () => `${styles.join('')}</head>`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>`)
    .replace('</body>', () => `${data}</body>`);
}
