/**
 * Keeps an end-to-end stack running while tests are written, so each rerun skips the start-up:
 *   node e2e/stack.ts            (prints the variables to export, Ctrl-C stops it)
 *   E2E_APP_URL=... npx playwright test -c e2e tests/login.spec.ts
 */
import globalSetup from './global-setup.ts';

const stop = await globalSetup();
console.log(
  `export E2E_APP_URL=${process.env.E2E_APP_URL} E2E_API_URL=${process.env.E2E_API_URL} E2E_AUTH_HOST=${process.env.E2E_AUTH_HOST}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop().then(() => process.exit(0)));
}
