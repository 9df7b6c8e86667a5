/** The apply step's query and mutation keys, one factory for the feature. */
export const applyKeys = {
  all: ['apply'] as const,
  project: (projectId: string) => ['apply', 'project', projectId] as const,
  checkQualification: ['apply', 'checkQualification'] as const,
  requestCode: (kind: string) => ['apply', 'verify', 'request', kind] as const,
  confirmCode: (kind: string) => ['apply', 'verify', 'confirm', kind] as const,
  createApplicant: ['apply', 'applicant', 'create'] as const,
};
