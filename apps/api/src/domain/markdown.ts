/**
 * Articles' Markdown to HTML (docs/product.md, Learning): rendered with markdown-it, CommonMark
 * plus tables, with raw HTML off, so a `<script>`, `<style>` or `<iframe>` in an article is shown
 * as text, never run. Links keep only http(s), mailto and same-site addresses (a `javascript:` or
 * `data:` link stays its text) and open in a new tab with rel="noopener nofollow"; images load
 * only over https or from the API's own lesson files. The HTML is made when the lesson is saved
 * and stored beside its Markdown; the clients insert it as it is.
 *
 * The API's own files are written with their path (`/assets/lessons/x.svg`) and the HTML keeps
 * it; `withAssetOrigin` (lesson-media.ts) puts the API's public address in front when the lesson
 * is read, so a stored article survives a change of PUBLIC_URL.
 */
import MarkdownIt from 'markdown-it';
import { lessonAssetFile } from '@edugate/api-client/lessons';

const LINK_SCHEMES = /^(https?:|mailto:)/i;
const SAME_SITE = /^(\/(?!\/)|#)/;

function allowedLink(href: string): boolean {
  return LINK_SCHEMES.test(href) || SAME_SITE.test(href);
}

function allowedImage(src: string): boolean {
  return /^https:\/\//i.test(src) || lessonAssetFile(src) !== undefined;
}

const md = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false })
  // Tables (GitHub's pipe tables) on top of CommonMark, as lesson files are written.
  .enable('table');

// markdown-it's own check refuses javascript:, vbscript:, file: and most data: URLs; this one
// keeps only what an article needs.
md.validateLink = (url: string) => allowedLink(url.trim()) || allowedImage(url.trim());

const renderToken = md.renderer.renderToken.bind(md.renderer);

md.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index];
  const href = token?.attrGet('href') ?? '';
  if (token && /^(https?:|mailto:)/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener nofollow');
  } else if (token) {
    token.attrSet('rel', 'nofollow');
  }
  return renderToken(tokens, index, options);
};

md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (!token) return '';
  const src = token.attrGet('src') ?? '';
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  // An image from anywhere else is left out; its description stays, as text.
  if (!allowedImage(src)) return md.utils.escapeHtml(alt);
  token.attrSet('alt', alt);
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return renderToken(tokens, index, options);
};

/**
 * A code block keeps its lines and scrolls sideways when they are longer than the column, so it
 * takes the keyboard's focus: a keyboard user scrolls it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Migration 015 gave articles stored before this the same.
 */
const CODE_BLOCK = '<pre tabindex="0">';

/** Fenced code keeps its language as a class (`language-ts`), for styling. */
md.renderer.rules.fence = (tokens, index) => {
  const token = tokens[index];
  if (!token) return '';
  const language = token.info.trim().split(/\s+/)[0] ?? '';
  const safe = /^[A-Za-z0-9_+-]{1,20}$/.test(language) ? language : '';
  const attribute = safe ? ` class="language-${safe}"` : '';
  return `${CODE_BLOCK}<code${attribute}>${md.utils.escapeHtml(token.content)}</code></pre>\n`;
};

/** Indented code, the same block without a language. */
md.renderer.rules.code_block = (tokens, index) =>
  `${CODE_BLOCK}<code>${md.utils.escapeHtml(tokens[index]?.content ?? '')}</code></pre>\n`;

/** The article's HTML, safe to insert as it is. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
