/**
 * The small Markdown subset the articles are written in, read into plain data: paragraphs, '## '
 * and '### ' headings, '- ' and '1. ' lists, **bold** and [links](/path). Markdown.tsx draws it.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  { kind: 'h2' | 'h3' | 'p'; content: Inline[] } | { kind: 'ul' | 'ol'; items: Inline[][] };

const BULLET = /^- +/;
const NUMBERED = /^\d+\. +/;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
/** A path on this site ('/courses'), never another host ('//evil.example') or a scheme. */
const SITE_PATH = /^\/(?!\/)/;

/** Blocks are separated by a blank line; a block whose every line is a list item is a list. */
export function parseMarkdown(source: string): Block[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').map((line) => line.trim()))
    .map((lines): Block => {
      const first = lines[0] ?? '';
      if (first.startsWith('### ')) return { kind: 'h3', content: parseInline(first.slice(4)) };
      if (first.startsWith('## ')) return { kind: 'h2', content: parseInline(first.slice(3)) };
      if (lines.every((line) => BULLET.test(line)))
        return { kind: 'ul', items: lines.map((line) => parseInline(line.replace(BULLET, ''))) };
      if (lines.every((line) => NUMBERED.test(line)))
        return { kind: 'ol', items: lines.map((line) => parseInline(line.replace(NUMBERED, ''))) };
      return { kind: 'p', content: parseInline(lines.join(' ')) };
    });
}

/** Bold and links; a link to anything but a path of this site stays its label, as text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, label, href] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (bold !== undefined) parts.push({ kind: 'strong', text: bold });
    else if (label !== undefined && href !== undefined && SITE_PATH.test(href))
      parts.push({ kind: 'link', text: label, href });
    else parts.push({ kind: 'text', text: label ?? whole });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
