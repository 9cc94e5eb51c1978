import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { articleDate, articles, findArticle } from './blog/articles';
import { parseInline, parseMarkdown } from './markdown';
import { ARTICLE_SLUGS, isArticleSlug } from './blog/slugs';

describe('the blog', () => {
  it('has an article for every slug, newest first, each with a real date', () => {
    expect(articles.map((entry) => entry.slug)).toEqual(ARTICLE_SLUGS);
    const dates = articles.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of articles) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(articleDate(entry.date)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(articleDate('2026-09-14')).toBe('September 14, 2026');
  });

  it('finds an article by slug and nothing for any other address', () => {
    expect(findArticle('why-three-courses-at-a-time')?.title).toBe(
      'Why you can take three courses at a time',
    );
    expect(findArticle('does-not-exist')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
    expect(isArticleSlug('toString')).toBe(false);
  });

  it('links only to pages the app has', () => {
    const pages = new Set<string>(Object.values(paths).map((address) => address.path));
    for (const entry of articles) {
      for (const block of parseMarkdown(entry.body)) {
        const inlines = 'items' in block ? block.items.flat() : block.content;
        for (const part of inlines) if (part.kind === 'link') expect(pages).toContain(part.href);
      }
    }
  });
});

describe('the Markdown subset', () => {
  it('reads headings, lists and paragraphs', () => {
    const blocks = parseMarkdown(
      '## Title\n\nOne line\nand another.\n\n- a\n- **b**\n\n1. first\n2. second\n\n### Small',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['h2', 'p', 'ul', 'ol', 'h3']);
    expect(blocks[1]).toEqual({
      kind: 'p',
      content: [{ kind: 'text', text: 'One line and another.' }],
    });
    expect(blocks[2]).toEqual({
      kind: 'ul',
      items: [[{ kind: 'text', text: 'a' }], [{ kind: 'strong', text: 'b' }]],
    });
  });

  it('keeps markup as text and links only to paths of this site', () => {
    expect(parseInline('<script>alert(1)</script> see [jobs](/jobs)')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> see ' },
      { kind: 'link', text: 'jobs', href: '/jobs' },
    ]);
    for (const href of ['javascript:void', '//evil.example/x', 'https://evil.example']) {
      expect(parseInline(`[click](${href})`)).toEqual([{ kind: 'text', text: 'click' }]);
    }
  });
});
