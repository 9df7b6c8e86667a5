/** The company start-up's query keys, one factory for the feature. */
export const companyKeys = {
  hostname: ['company', 'hostname'] as const,
  check: ['company', 'check'] as const,
  byDomain: (domain: string) => ['company', 'byDomain', domain] as const,
};
