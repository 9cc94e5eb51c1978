/** Query keys of credentials: all public, the same for every reader. */
export const credentialKeys = {
  all: ['credentials'] as const,
  credential: (certificateId: string) =>
    [...credentialKeys.all, 'credential', certificateId] as const,
  check: (certificateId: string) => [...credentialKeys.all, 'check', certificateId] as const,
};
