/**
 * Hostile articles (docs/product.md, Learning: rendered without raw HTML, links rel noopener
 * nofollow, images only over https or from the API's own files). The HTML the server stores is
 * inserted into pages as it is, so nothing in an article may become markup that runs, loads
 * another site, or escapes its attribute.
 */
import { describe, expect, it } from 'vitest';
import { mediaAddress, withAssetOrigin } from '../src/domain/lesson-media.ts';
import { renderMarkdown } from '../src/domain/markdown.ts';

/** Every tag the HTML opens, by name. */
const tags = (html: string) =>
  [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1]!.toLowerCase());

const SAFE_TAGS = new Set([
  'p',
  'a',
  'img',
  'pre',
  'code',
  'em',
  'strong',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

describe('an article rendered from Markdown', () => {
  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a style', '<style>body { display: none }</style>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an inline handler', '<img src=x onerror=alert(1)>'],
    ['an svg', '<svg><script>alert(1)</script></svg>'],
    ['a comment', '<!-- hidden --><b>bold</b>'],
  ])('shows %s as text, never as markup', (_what, source) => {
    const html = renderMarkdown(source);
    for (const tag of tags(html)) expect(SAFE_TAGS.has(tag), tag).toBe(true);
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<(script|style|iframe|svg)/i);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
  ])('keeps a link to %j as text, never a link', (href) => {
    const html = renderMarkdown(`[click me](${href})`);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/(href|src)=/i);
    expect(html).toContain('click me');
  });

  it('opens web links in a new tab with rel="noopener nofollow", and keeps same-site links', () => {
    const html = renderMarkdown('[MDN](https://developer.mozilla.org/) and [the FAQ](/faq)');
    expect(html).toContain(
      '<a href="https://developer.mozilla.org/" target="_blank" rel="noopener nofollow">MDN</a>',
    );
    expect(html).toContain('<a href="/faq" rel="nofollow">the FAQ</a>');
  });

  it("loads images over https or from the API's own lesson files, and drops any other", () => {
    const html = renderMarkdown(
      [
        '![a figure](/assets/lessons/box-model.svg)',
        '![remote](https://example.com/a.png)',
        '![plain](http://example.com/a.png)',
        '![tracker](//evil.example/pixel.gif)',
        '![data](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
        '![escape](/assets/lessons/../../etc/passwd)',
      ].join('\n\n'),
    );
    expect(html).toContain('<img src="/assets/lessons/box-model.svg" alt="a figure"');
    expect(html).toContain('<img src="https://example.com/a.png" alt="remote"');
    expect([...html.matchAll(/<img/g)]).toHaveLength(2);
    for (const alt of ['plain', 'tracker', 'data', 'escape']) expect(html).toContain(alt);
    // The API's address goes in front of its own files when a lesson is read.
    expect(withAssetOrigin(html, 'http://api.test/')).toContain(
      'src="http://api.test/assets/lessons/box-model.svg"',
    );
    // Only an image's own attribute is a root-relative `src`: one written in text stays as it is.
    const quoted = renderMarkdown('`<img src="/x.svg">` and <img src="/y.svg">');
    expect(withAssetOrigin(quoted, 'http://api.test')).toBe(quoted);
    expect(mediaAddress('/assets/lessons/a.webm', 'http://api.test/')).toBe(
      'http://api.test/assets/lessons/a.webm',
    );
    expect(mediaAddress('https://cdn.test/a.webm', 'http://api.test')).toBe(
      'https://cdn.test/a.webm',
    );
  });

  it('keeps attribute values inside their quotes', () => {
    const html = renderMarkdown(
      '[x](https://example.com/"onmouseover="alert(1)) ![y"z](https://example.com/a.png)',
    );
    expect(html).not.toMatch(/"\s*onmouseover=/);
    expect(html).not.toMatch(/alt="y"z"/);
  });

  it('renders code with its language as a class, escaped, in a block the keyboard can scroll', () => {
    const html = renderMarkdown(
      '```html\n<main>Hi</main>\n```\n\n```"><script>\nx\n```\n\n    indented <b>\n',
    );
    expect(html).toContain(
      '<pre tabindex="0"><code class="language-html">&lt;main&gt;Hi&lt;/main&gt;',
    );
    expect(html).toContain('<pre tabindex="0"><code>x');
    expect(html).toContain('<pre tabindex="0"><code>indented &lt;b&gt;');
    expect(html).not.toContain('<pre>');
  });

  it('renders tables', () => {
    const html = renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
  });

  it.each([
    ['50,000 characters of text', 'Lorem ipsum dolor sit amet. '.repeat(1786)],
    ['deeply nested brackets', '['.repeat(25_000) + ']'.repeat(25_000)],
    ['deeply nested quotes', '> '.repeat(25_000) + 'deep'],
    ['a long run of emphasis', '*a '.repeat(16_000)],
    ['unclosed links', '[a]('.repeat(12_000)],
    ['a long table', `| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(5_000)}`],
  ])('renders a huge document of %s', (_what, source) => {
    expect(source.length).toBeLessThanOrEqual(50_100);
    const html = renderMarkdown(source.slice(0, 50_000));
    expect(html.length).toBeGreaterThan(0);
    for (const tag of new Set(tags(html))) expect(SAFE_TAGS.has(tag), tag).toBe(true);
  });
});
