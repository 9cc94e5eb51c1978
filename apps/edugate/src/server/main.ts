/**
 * The page server: `node apps/edugate/dist-server/main.js` after `npm run build -w @edugate/app`.
 * Serves the client build beside it (dist/, or APP_ROOT) and renders every page (entry.ts).
 *
 *   PORT (5173), HOST (localhost)  where it listens
 *   API_URL                        where it reaches the API, if not at the address built in
 *   WEB_CONCURRENCY (1)            worker processes; they share the port and nothing else
 *   PAGE_CACHE (on)                'off' renders every page afresh
 *   PAGE_CACHE_FRESH_MS (1000)     how long a cached page is served before asking the API again
 *
 * NODE_ENV is production unless set otherwise (React's production build renders the pages; it is
 * read when React loads, so it is set before anything else is imported). SIGTERM or SIGINT stop
 * it gracefully: no new connections, requests in flight answered, then exit.
 */
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';

const { startPageServer } = await import('./start');
// This file is dist-server/main.js; the client build it serves is dist/ beside it.
const besideMe = fileURLToPath(new URL('.', import.meta.url)).replace(/-server\/?$/, '');
await startPageServer({ APP_ROOT: besideMe, ...process.env });
