/** Query keys of the skills feature. */
export const skillKeys = {
  all: ['skills'] as const,
  /** The signed-in learner's verified skills: cleared with the session. */
  verified: () => [...skillKeys.all, 'verified'] as const,
};
