// The JSON-LD contexts credentials use, bundled: signing and verifying fetch nothing
// (docs/adr/0023-credentials-signed-with-data-integrity-eddsa-rdfc-2022.md).
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import obContext from './vendor/ob-context-3.0.3.json' with { type: 'json' };

import { DID_CONTEXT, MULTIKEY_CONTEXT, OB_CONTEXT, VC_CONTEXT } from './context-urls';

export { DID_CONTEXT, MULTIKEY_CONTEXT, OB_CONTEXT, VC_CONTEXT };

const vcContext = credentialsContexts.get(VC_CONTEXT);
if (!vcContext) throw new Error(`@digitalbazaar/credentials-context lacks ${VC_CONTEXT}`);

/** Every context a credential or a status list of EduGate names, by URL. */
export const bundledContexts: ReadonlyMap<string, object> = new Map([
  [VC_CONTEXT, vcContext],
  [OB_CONTEXT, obContext],
]);
