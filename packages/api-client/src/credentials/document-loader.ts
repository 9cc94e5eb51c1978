// The only document loader credentials are signed and verified with: the bundled contexts and the
// DID documents it is given, from memory. Any other URL throws, so nothing is ever fetched (in the
// server and in the browser's verifier).
import type { DocumentLoader } from '@digitalbazaar/vc';
import { bundledContexts, MULTIKEY_CONTEXT } from './contexts';
import type { DidDocument } from './types';

export function staticDocumentLoader(didDocuments: readonly DidDocument[]): DocumentLoader {
  const documents = new Map<string, object>(bundledContexts);
  for (const did of didDocuments) {
    documents.set(did.id, did);
    for (const method of did.verificationMethod) {
      documents.set(method.id, { '@context': MULTIKEY_CONTEXT, ...method });
    }
  }
  return async (url) => {
    const document = documents.get(url);
    if (!document) throw new Error(`Not available without a network request: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
