// The few entry points of Digital Bazaar's credential libraries EduGate uses (they ship no types;
// docs/adr/0023-credentials-signed-with-data-integrity-eddsa-rdfc-2022.md).
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): {
      id?: string;
      algorithm: string;
      sign(input: { data: Uint8Array }): Promise<Uint8Array>;
    };
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, unknown>>;
  }
  export function generate(options?: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
  export function fromJwk(options: {
    jwk: Record<string, unknown>;
    secretKey?: boolean;
    id?: string;
    controller?: string;
  }): Promise<Ed25519KeyPair>;
  export function toJwk(options: {
    keyPair: Ed25519KeyPair;
    secretKey?: boolean;
  }): Promise<Record<string, string>>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
    readonly type: 'DataIntegrityProof';
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/vc' {
  export type DocumentLoader = (url: string) => Promise<{
    contextUrl: null;
    documentUrl: string;
    document: object;
  }>;
  export interface VerifyResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: { verified: boolean; error?: Error & { errors?: Error[] } }[];
    statusResult?: { verified: boolean; error?: Error };
  }
  export function issue(options: {
    credential: object;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date | string;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date | string;
    checkStatus?: (options: {
      credential: Record<string, unknown>;
    }) => Promise<{ verified: boolean; error?: Error }>;
  }): Promise<VerifyResult>;
}
