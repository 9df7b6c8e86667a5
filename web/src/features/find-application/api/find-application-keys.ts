/** Find my application's query and mutation keys, one factory for the feature. */
export const findApplicationKeys = {
  all: ['find-application'] as const,
  notices: (companyId: number) => ['find-application', 'notices', companyId] as const,
  /** The history of the stored token's applicant (the token is part of the key: another token is another person). */
  history: (token: string) => ['find-application', 'history', token] as const,
  identify: ['find-application', 'identify'] as const,
};
