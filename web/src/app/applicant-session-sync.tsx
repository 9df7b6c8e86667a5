import { useApplicantSessionSync } from '../features/apply/hooks/use-applicant-session-sync.ts';

/** Mounted once inside the company gate: keeps the stored project and task in step with the applicant. */
export function ApplicantSessionSync() {
  useApplicantSessionSync();
  return null;
}
