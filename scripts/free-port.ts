import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now (the OS picks it), for a server a test, bench or script
 * starts. The one copy: the API's tests and benches and the stack scripts all ask here.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
