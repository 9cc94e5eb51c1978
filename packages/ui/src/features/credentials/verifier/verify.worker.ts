// The verifier's thread: canonicalising a credential's RDF and checking its signature take a few
// hundred milliseconds of CPU on a phone, which on the page's own thread would block taps and
// scrolling while the certificate page or /verify shows its verdict.
import { verifyOpenBadgeCredential } from '@edugate/api-client/credentials';
import type { VerifyRequest, VerifyReply } from './messages';

self.onmessage = async (event: MessageEvent<VerifyRequest>) => {
  const { credential, options } = event.data;
  let reply: VerifyReply;
  try {
    reply = { result: await verifyOpenBadgeCredential(credential, options) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
