import { loadConfig } from './config.ts';
import { buildServer } from './server.ts';

/** `npm run start -w @edugate/api`: configuration from the environment, see README.md. */
const config = loadConfig();
/** How long a stopping server keeps answering after /readyz turned 503 (default: none). */
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS || 0);
if (!Number.isInteger(drainMs) || drainMs < 0) {
  throw new Error(
    `SHUTDOWN_DRAIN_MS must be a non-negative integer, got "${process.env.SHUTDOWN_DRAIN_MS}"`,
  );
}
const app = await buildServer(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs }, 'shutting down: finishing in-flight requests');
    // /readyz turns 503 at once; behind a load balancer, SHUTDOWN_DRAIN_MS (a little more than its
    // health check takes to notice) keeps serving meanwhile, so no new request meets a closed port.
    app.drain();
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, drainMs + 10_000);
    timer.unref();
    // close() stops accepting, waits for requests in flight, then closes the database pool and
    // the change listener (the onClose hook in server.ts).
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, drainMs);
  });
}

await app.listen({ port: config.port, host: config.host });
