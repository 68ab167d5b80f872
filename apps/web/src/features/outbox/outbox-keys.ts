/** Query keys of the e-mail outbox. */
export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, limit: number) => [...outboxKeys.all, 'page', { page, limit }] as const,
};
