import { loadConfig } from './config.ts';
import { buildServer } from './server.ts';

/** `npm run start -w @edugate/api`: configuration from the environment, see README.md. */
const config = loadConfig();
const app = await buildServer(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
