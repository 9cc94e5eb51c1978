// Certificates' credentials, the revocation lists and the DID document: public, but for the
// learner's revocation (docs/product.md, "Credentials anyone can verify").
import { messages } from '@edugate/api-client/messages';
import { callerEmail, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { credentialData } from '../tables/credentials.ts';

type CredentialOperations =
  | 'getCertificateCredential'
  | 'revokeCertificateCredential'
  | 'getCredentialStatusList'
  | 'getDidDocument';

/** Public reads that change rarely: a CDN or a verifier may keep them a few minutes. */
const CACHEABLE = 'public, max-age=300';

export function credentialHandlers({
  db,
  issuer,
}: Deps): Pick<OperationHandlers, CredentialOperations> {
  const credentials = credentialData(db, issuer);
  const certificateId = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.certificateNotFound);
    return id.toLowerCase();
  };
  return {
    async getCertificateCredential(request, reply) {
      const credential = await credentials.credential(certificateId(request.params.certificateId));
      if (!credential) throw notFound(messages.certificateNotFound);
      reply.header('cache-control', CACHEABLE);
      return credential;
    },

    async revokeCertificateCredential(request) {
      const email = callerEmail(request);
      const certificate = await credentials.revoke(
        certificateId(request.params.certificateId),
        email,
      );
      // Someone else's certificate is as unknown as a missing one.
      if (!certificate) throw notFound(messages.certificateNotFound);
      return certificate;
    },

    async getCredentialStatusList(request) {
      const list = await credentials.statusList(request.params.list);
      if (!list) throw notFound(messages.statusListNotFound);
      return list;
    },

    async getDidDocument(_request, reply) {
      reply.header('cache-control', CACHEABLE);
      return issuer.didDocument;
    },
  };
}
