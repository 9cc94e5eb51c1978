/** Query keys of application messages; `applicationMessageKeys.thread(id)` is one application's. */
export const applicationMessageKeys = {
  all: ['applicationMessages'] as const,
  thread: (applicationId: string) => [...applicationMessageKeys.all, applicationId] as const,
};
