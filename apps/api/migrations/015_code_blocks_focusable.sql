-- Code blocks take the keyboard's focus, so a keyboard user can scroll one whose lines are longer
-- than the column (WCAG 2.1.1). src/domain/markdown.ts renders new articles so; this gives the
-- articles stored before it the same. Raw HTML is off in articles, so '<pre><code' in body_html
-- only ever comes from a code block.
UPDATE lessons
SET body_html = replace(body_html, '<pre><code', '<pre tabindex="0"><code')
WHERE body_html LIKE '%<pre><code%';
