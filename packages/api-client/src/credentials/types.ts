import type { components } from '../schema';

type Schemas = components['schemas'];
export type OpenBadgeCredential = Schemas['OpenBadgeCredential'];
export type StatusListCredential = Schemas['BitstringStatusListCredential'];
export type DidDocument = Schemas['DidDocument'];
export type UnsignedCredential = Omit<OpenBadgeCredential, 'proof'>;
export type UnsignedStatusList = Omit<StatusListCredential, 'proof'>;
