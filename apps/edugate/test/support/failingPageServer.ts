/**
 * A page server whose every render throws, for the end-to-end test of that fallback
 * (e2e/tests/client-rendered.spec.ts): the real HTTP side (src/server/http.ts) over a client
 * build, with a renderer that fails, so each page goes out as the built index.html and the
 * browser draws it. Test code only: no build and no production setting reaches it.
 *
 *   node node_modules/tsx/dist/cli.mjs apps/edugate/test/support/failingPageServer.ts <clientDir> <port>
 */
import { createPageServer } from '../../src/server/http';

const [root, port] = process.argv.slice(2);
if (!root || !port) throw new Error('usage: failingPageServer.ts <clientDir> <port>');

const app = await createPageServer({
  root,
  render: () => Promise.reject(new Error('this page server fails every render (a test)')),
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(port), host: 'localhost' });
console.log(`failing page server on http://localhost:${port}`);
