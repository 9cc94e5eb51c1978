import { ServerHtml } from '../../../../components/ServerHtml';

/**
 * An article lesson's text. The API renders its Markdown without raw HTML (no script, style or
 * iframe; only safe links and images: apps/api/src/domain/markdown.ts), so its HTML is inserted
 * as it is.
 */
export function LessonArticle({ html }: { html: string }) {
  return <ServerHtml html={html} />;
}
