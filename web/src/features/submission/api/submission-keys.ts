/** The submission screens' query keys, one factory for the feature. */
export const submissionKeys = {
  all: ['submission'] as const,
  preview: ['submission', 'preview'] as const,
  testPreview: (applicantId: string, key: string) => ['submission', 'test-preview', applicantId, key] as const,
};
