import type { Middleware } from 'openapi-fetch';

/** The header a write is answered with and the catalogue reads send back (openapi.yaml). */
export const DATA_POSITION_HEADER = 'X-Data-Position';

/**
 * The reads that take `X-Data-Position`: the ones a server may answer from a hot standby. Other
 * calls never carry it, so a signed-out visitor's browsing costs no CORS preflight.
 */
export const READ_AFTER_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /courses',
  'GET /courses/{id}',
]);

/** A `pg_lsn` spelling (`16/B374D848`) as a number that orders as the positions do. */
function positionValue(text: string): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Read your own writes when the server reads the catalogue on a standby: keeps the furthest data
 * position any answer carried (a write's) and sends it on the catalogue reads, so they show this
 * client's writes, whichever server process answers. One per client: per tab, never shared
 * between visitors.
 */
export function dataPositionMiddleware(): Middleware {
  let furthest: { text: string; value: bigint } | null = null;
  return {
    onRequest({ request, schemaPath }) {
      if (!furthest || !READ_AFTER_OPERATIONS.has(`${request.method} ${schemaPath}`))
        return undefined;
      const headers = new Headers(request.headers);
      headers.set(DATA_POSITION_HEADER, furthest.text);
      return new Request(request, { headers });
    },
    onResponse({ response }) {
      const text = response.headers.get(DATA_POSITION_HEADER);
      const value = text === null ? null : positionValue(text);
      if (text !== null && value !== null && (!furthest || value > furthest.value))
        furthest = { text: text.trim(), value };
      return undefined;
    },
  };
}
