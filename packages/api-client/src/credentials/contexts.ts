// The JSON-LD contexts credentials use, bundled: signing and verifying fetch nothing
// (docs/adr/0023-credentials-signed-with-data-integrity-eddsa-rdfc-2022.md).
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import obContext from './vendor/ob-context-3.0.3.json' with { type: 'json' };

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
/** 1EdTech's Open Badges 3.0 context, the file as 1EdTech publishes it (vendor/). */
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

const vcContext = credentialsContexts.get(VC_CONTEXT);
if (!vcContext) throw new Error(`@digitalbazaar/credentials-context lacks ${VC_CONTEXT}`);

/** Every context a credential or a status list of EduGate names, by URL. */
export const bundledContexts: ReadonlyMap<string, object> = new Map([
  [VC_CONTEXT, vcContext],
  [OB_CONTEXT, obContext],
]);
