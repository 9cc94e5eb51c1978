/** One blog article, written as a content file in ./articles. */
export interface Article {
  title: string;
  /** Publication day, ISO 'YYYY-MM-DD' (shown as 'October 6, 2026'). */
  date: string;
  author: string;
  /** One or two sentences for the article list. */
  summary: string;
  /**
   * The text, in the small Markdown subset `Markdown` draws: paragraphs, '## ' and '### '
   * headings, '- ' and '1. ' lists, **bold** and [links](/courses) to pages of the site.
   */
  body: string;
}
