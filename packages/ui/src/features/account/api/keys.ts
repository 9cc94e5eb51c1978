/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  /** The signed-in person's own settings: cleared with the session. */
  settings: () => [...accountKeys.all, 'settings'] as const,
  /** Public portfolios, anyone's, by handle. */
  portfolios: () => ['portfolios'] as const,
  portfolio: (handle: string) => [...accountKeys.portfolios(), handle] as const,
};
