import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { requireApplicant } from '../auth-step/require-applicant.ts';
import { DomainError } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';

/** The applicant of the token, who must be the one the path names (one applicant cannot touch another's data). */
export async function requireOwnApplicant(ctx: AppContext, id: number): Promise<ApplicantRecord> {
  const applicant = await requireApplicant(ctx);
  if (applicant.id !== id) throw new DomainError('forbidden', messages.formPage.notOwnApplication);
  return applicant;
}
