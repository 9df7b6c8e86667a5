import type { ApplicantRecord, FileDestruction, TenantRepositories } from '../ports.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { countsOfApplicant } from './destruction-counts.ts';

/** What one applicant's destruction reaches: the tenant's repositories and every stored version of its files. */
export interface ApplicantDestructionContext {
  tenantId: number;
  repos: TenantRepositories;
  fileVersions: FileDestruction;
}

/**
 * Destroys everything the portal holds of one applicant of a project past its retention period (채용절차법 §11, PIPA
 * §21): every version of its uploads (the upload area and the staging area), its exam-site choices, its name in the
 * audit trail, then its items as an applicant's own delete removes them (ApplicantRepository.deleteAll), the applicant
 * item last together with the counts it adds to the project's destruction record. Counted first and stamped on the
 * applicant item once, so a destruction cut short and run again neither loses nor repeats a count; run again after it
 * finished, it finds the applicant gone and does nothing.
 */
export async function destroyApplicantData(ctx: ApplicantDestructionContext, applicant: ApplicantRecord, examDetails: readonly number[]): Promise<void> {
  const prefixes = [fileKeys.applicantPrefix(ctx.tenantId, applicant.id), fileKeys.stagingPrefix(ctx.tenantId, applicant.id)];
  const [items, fileVersions, auditRecords, choices] = await Promise.all([
    ctx.repos.applicants.countItems(applicant.id),
    ctx.fileVersions.countVersions(prefixes),
    ctx.repos.audit.countApplicantTrail(applicant.id),
    Promise.all(examDetails.map((d) => ctx.repos.examPlaces.getChoice(d, applicant.id))),
  ]);
  const identityKeys = new Set([applicant.identityHash, ...(applicant.identityHashes ?? [])]).size + (applicant.loginHash ? 1 : 0);
  const counted = countsOfApplicant(items, { fileVersions, auditRecords, examChoices: choices.filter(Boolean).length, identityKeys });
  const counts = await ctx.repos.applicants.stampDestruction(applicant.id, counted);
  if (!counts) return;

  await ctx.fileVersions.destroyVersions(prefixes);
  for (const detailId of examDetails) await ctx.repos.examPlaces.forgetChoice(detailId, applicant.id);
  await ctx.repos.audit.forgetApplicant(applicant.id);
  await ctx.repos.applicants.deleteAll(applicant, { projectId: applicant.projectId, counts });
}
