/**
 * Keeps an end-to-end stack running while tests are written, so each rerun skips the start-up:
 *   node_modules/.bin/node e2e/stack.ts   (Node 24; prints the variables to export; Ctrl-C or
 *                                          SIGTERM to this process stops everything)
 *   E2E_APP_URL=... npx playwright test -c e2e tests/login.spec.ts
 */
import globalSetup from './global-setup.ts';

const stop = await globalSetup();
console.log(
  `export E2E_APP_URL=${process.env.E2E_APP_URL} E2E_API_URL=${process.env.E2E_API_URL} E2E_AUTH_HOST=${process.env.E2E_AUTH_HOST} E2E_APP_ROOT=${process.env.E2E_APP_ROOT} E2E_SPARE_PORTS=${process.env.E2E_SPARE_PORTS}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop().then(() => process.exit(0)));
}
