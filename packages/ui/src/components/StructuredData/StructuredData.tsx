/**
 * JSON that is safe inside a <script> element: a job titled '</script><script>...' must stay
 * text. Escaping '<' (and the two line separators old parsers end a script at) is enough; the
 * JSON means the same to a search engine.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface StructuredDataProps {
  /** A schema.org object ('@context', '@type', ...): what search engines read of the page. */
  data: Record<string, unknown>;
}

/**
 * Structured data for search engines: a `<script type="application/ld+json">` in the page,
 * rendered by the server with the page (crawlers read it before any script runs) and kept as it
 * is by hydration. Draws nothing.
 */
export function StructuredData({ data }: StructuredDataProps) {
  return (
    <script
      type="application/ld+json"
      // Not HTML: JSON with '<' escaped (scriptSafeJson), which no browser runs.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
