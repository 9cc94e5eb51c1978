import type { Verification, VerifyOptions } from '@edugate/api-client/credentials';
import type { VerifyReply, VerifyRequest } from './messages';

/**
 * Verifies a credential on a thread of its own (verify.worker.ts), so the page stays responsive
 * while it works; where workers are missing, on this thread, loading the verifier only now.
 */
export async function verifyOffThread(
  credential: unknown,
  options: VerifyOptions,
): Promise<Verification> {
  if (typeof Worker === 'undefined') {
    const { verifyOpenBadgeCredential } = await import('@edugate/api-client/credentials');
    return verifyOpenBadgeCredential(credential, options);
  }
  const worker = new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module' });
  try {
    const reply = await new Promise<VerifyReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<VerifyReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The verifier failed'));
      const request: VerifyRequest = { credential, options };
      worker.postMessage(request);
    });
    if ('error' in reply) throw new Error(reply.error);
    return reply.result;
  } finally {
    worker.terminate();
  }
}
