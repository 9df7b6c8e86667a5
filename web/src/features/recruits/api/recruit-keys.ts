/** The postings' query keys, one factory for the feature. */
export const recruitKeys = {
  all: ['recruits'] as const,
  list: (companyId: number) => ['recruits', 'list', companyId] as const,
  detail: (noticeId: string) => ['recruits', 'detail', noticeId] as const,
};
