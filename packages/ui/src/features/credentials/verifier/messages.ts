import type { Verification, VerifyOptions } from '@edugate/api-client/credentials';

/** What the page sends the verifier's thread (everything in it survives structured cloning). */
export interface VerifyRequest {
  credential: unknown;
  options: VerifyOptions;
}

export type VerifyReply = { result: Verification } | { error: string };
