// The libraries ship no types: their declarations must reach every program that imports this
// entry (apps/api, packages/ui), which an import of a declaration file cannot do.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./digitalbazaar.d.ts" />
// The credentials' shared code (docs/adr/0023-credentials-signed-with-data-integrity-eddsa-rdfc-2022.md):
// the bundled JSON-LD contexts, the document loader that fetches nothing, and the verifier the
// server's tests and the browser (the certificate page and /verify, loaded on demand) both run.
// Signing stays in apps/api: it needs the private key and Node.
export { bundledContexts, DID_CONTEXT, MULTIKEY_CONTEXT, OB_CONTEXT, VC_CONTEXT } from './contexts';
export { staticDocumentLoader } from './document-loader';
export { openBadgeCredential, type CredentialFacts } from './open-badge';
export {
  decodeStatusList,
  didKeyDocument,
  statusBitIsSet,
  verifiedStatusListBits,
  verifyOpenBadgeCredential,
  type Verification,
  type VerificationProblem,
  type VerifyOptions,
} from './verify';
export type {
  DidDocument,
  OpenBadgeCredential,
  StatusListCredential,
  UnsignedCredential,
  UnsignedStatusList,
} from './types';
