/** The step result's query and mutation keys, one factory for the feature. */
export const stepResultKeys = {
  all: ['step-result'] as const,
  /** Every reading of one applicant step (the applicant's and the staff's): what an answer invalidates. */
  step: (applicantStepId: string) => ['step-result', 'result', applicantStepId] as const,
  /** One reading: the staff's test-mode preview and the applicant's answer differ, and so may a handoff token. */
  result: (applicantStepId: string, staff: boolean) => ['step-result', 'result', applicantStepId, staff ? 'staff' : 'applicant'] as const,
  submitAnswers: (applicantStepId: string) => ['step-result', 'submit-answers', applicantStepId] as const,
  submitSurvey: (applicantStepId: string) => ['step-result', 'submit-survey', applicantStepId] as const,
};
