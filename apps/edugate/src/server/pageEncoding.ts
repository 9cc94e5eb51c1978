/**
 * Compressed copies of a cached page. Browsers ask for brotli or gzip, and compressing a page on
 * every request cost more than serving it from the cache: a cached page is compressed once per
 * encoding, on its first request in that encoding, and the bytes are kept with the page.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** A page's compressed copies, made when first asked for (shared by simultaneous requests). */
export type EncodedCopies = Map<PageEncoding, Promise<Buffer>>;

const compressors: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  // Quality 9 of 11: within a few percent of 11's size at a fraction of its time, paid once.
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => promisify(gzip)(html, { level: 9 }),
};

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, as long as the client
 * accepts it (a `q=0` refuses one); null for the page as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (encoding: PageEncoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** The page's bytes in `encoding`, compressed on the first call and kept in `copies`. */
export function encodedPage(
  copies: EncodedCopies,
  html: string,
  encoding: PageEncoding,
): Promise<Buffer> {
  const existing = copies.get(encoding);
  if (existing) return existing;
  const made = compressors[encoding](html);
  copies.set(encoding, made);
  // A failure is not kept: the next request tries again (and this one goes out uncompressed).
  made.catch(() => {
    if (copies.get(encoding) === made) copies.delete(encoding);
  });
  return made;
}

/**
 * A strong ETag names one representation, so each encoding gets its own ("…-br"); a conditional
 * request may send any of them.
 */
export function encodedEtag(etag: string, encoding: PageEncoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}
