import * as styles from './ServerHtml.css';

export interface ServerHtmlProps {
  /** HTML the API rendered from Markdown, and only that: it is inserted as it is. */
  html: string;
  /** Body-sized text with tighter spacing, for short posts (a question's details, an answer). */
  compact?: boolean;
}

/**
 * Markdown the API rendered to HTML without raw HTML (no script, style or iframe; only safe links
 * and images: apps/api/src/domain/markdown.ts): a lesson's article, a question's details, an
 * answer. Never give it text from anywhere else.
 */
export function ServerHtml({ html, compact = false }: ServerHtmlProps) {
  const className = compact ? `${styles.article} ${styles.compact}` : styles.article;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
