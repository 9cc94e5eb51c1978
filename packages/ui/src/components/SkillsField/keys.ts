/** Query keys of the shared skills list: one per typed text of a skills field. */
export const skillKeys = {
  all: ['skills'] as const,
  suggestions: (text: string) => [...skillKeys.all, 'suggestions', text] as const,
};
