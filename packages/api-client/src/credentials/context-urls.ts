// The contexts' URLs alone, without the bundled documents (./contexts.ts): what a credential names,
// for code that builds one without verifying it (the mocks).
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
/** 1EdTech's Open Badges 3.0 context, the file as 1EdTech publishes it (vendor/). */
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';
