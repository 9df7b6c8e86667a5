/** The application form's query keys, one factory for the feature: invalidations use the same keys as the queries. */
export const formKeys = {
  all: ['form'] as const,
  page: (taskId: number, pageIndex: number) => ['form', 'page', taskId, pageIndex] as const,
  saved: (applicantId: number, pageIndex: number) => ['form', 'saved', applicantId, pageIndex] as const,
};
