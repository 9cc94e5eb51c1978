// The thread that signs credentials (signing-thread.ts starts it): RDF canonicalisation and
// Ed25519 take a few milliseconds of CPU per document, which on the request thread every other
// request would wait for. It holds the deployment's current key and signs what it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { credentialIssuer, signDocument } from './issue.ts';
import { loadSigningKeys } from './keys.ts';
import type { SignRequest, SignResponse, SigningThreadData } from './signing-thread.ts';

const data = workerData as SigningThreadData;
const keys = await loadSigningKeys({ did: data.did, privateJwk: data.privateJwk });
const issuer = credentialIssuer(keys, data.appUrl, data.apiUrl);

parentPort?.on('message', (request: SignRequest) => {
  signDocument(issuer, request.document, new Date(request.at)).then(
    (signed) => parentPort?.postMessage({ id: request.id, signed } satisfies SignResponse),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies SignResponse),
  );
});
parentPort?.postMessage({ id: 0, ready: true } satisfies SignResponse);
