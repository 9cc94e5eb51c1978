import type { Config } from '../config.ts';
import {
  certificateCredential,
  credentialIssuer,
  signCredential,
  type CredentialIssuer,
} from '../credentials/issue.ts';
import { didWebOf, generatePrivateJwk, loadSigningKeys } from '../credentials/keys.ts';
import { startSigningThread } from '../credentials/signing-thread.ts';

/**
 * The deployment's issuer: its did:web (of PUBLIC_URL, where /.well-known/did.json is served),
 * its signing key from CREDENTIAL_SIGNING_KEY (outside production, a key for this process when
 * unset) and the earlier public keys. It signs on its own thread (signing-thread.ts), where one
 * credential is signed at once, so the first certificate of a run does not pay for processing the
 * JSON-LD contexts (about half a second).
 */
export async function createCredentialIssuer(
  config: Config,
  warn: (message: string) => void,
): Promise<CredentialIssuer> {
  let privateJwk = config.credentialSigningKey;
  if (!privateJwk) {
    warn(
      'CREDENTIAL_SIGNING_KEY is unset: credentials are signed with a key made for this process, and stop verifying once it stops',
    );
    privateJwk = generatePrivateJwk();
  }
  const keys = await loadSigningKeys({
    did: didWebOf(config.publicUrl),
    privateJwk,
    earlier: config.credentialEarlierKeys,
  });
  const issuer = credentialIssuer(keys, config.appUrl, config.publicUrl);
  issuer.thread = await startSigningThread({
    did: keys.did,
    privateJwk,
    appUrl: config.appUrl,
    apiUrl: config.publicUrl,
  });
  await signCredential(
    issuer,
    certificateCredential(issuer, {
      id: 'warm-up',
      issuedAt: new Date(),
      email: 'warm-up@edugate.invalid',
      learnerName: 'Warm-up',
      courseId: null,
      courseTitle: 'Warm-up',
      courseDescription: null,
      authorName: 'EduGate',
      statusIndex: 0,
    }),
  );
  return issuer;
}
