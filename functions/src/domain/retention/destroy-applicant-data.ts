import type { ApplicantRecord, DestructionStore, FileDestruction, TenantRepositories } from '../ports.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { countsOfApplicant } from './destruction-counts.ts';

/** What one applicant's destruction reaches: the tenant's repositories, its destruction store and every stored version of its files. */
export interface ApplicantDestructionContext {
  tenantId: number;
  repos: TenantRepositories;
  store: DestructionStore;
  fileVersions: FileDestruction;
}

/**
 * Destroys everything the portal holds of one applicant of a project past its retention period (채용절차법 §11, PIPA
 * §21): every version of its uploads (the upload area and the staging area), its exam-site choices, its id in the audit
 * trail, then its items as the applicant's own delete removes them (ApplicantRepository.deleteAll: the partition, the
 * identity and login keys, the applicant item last). Counted before anything goes and stamped on the applicant item
 * once; the stamped counts are added to the project's total in one transaction that marks the applicant tallied. So a
 * destruction cut short and run again neither loses nor repeats a count; run after it finished, it finds the applicant
 * gone and does nothing.
 */
export async function destroyApplicantData(ctx: ApplicantDestructionContext, applicant: ApplicantRecord, examDetails: readonly number[]): Promise<void> {
  const prefixes = [fileKeys.applicantPrefix(ctx.tenantId, applicant.id), fileKeys.stagingPrefix(ctx.tenantId, applicant.id)];
  const [items, fileVersions, auditRecords, choices] = await Promise.all([
    ctx.store.countApplicantItems(applicant.id),
    ctx.fileVersions.countVersions(prefixes),
    ctx.store.countApplicantTrail(applicant.id),
    Promise.all(examDetails.map((d) => ctx.repos.examPlaces.getChoice(d, applicant.id))),
  ]);
  const identityKeys = new Set([applicant.identityHash, ...(applicant.identityHashes ?? [])]).size + (applicant.loginHash ? 1 : 0);
  const stamped = await ctx.store.stampApplicant(applicant.id, countsOfApplicant(items, { fileVersions, auditRecords, examChoices: choices.filter(Boolean).length, identityKeys }));
  if (!stamped) return;

  await ctx.fileVersions.destroyVersions(prefixes);
  for (const detailId of examDetails) await ctx.store.forgetExamChoice(detailId, applicant.id);
  await ctx.store.forgetApplicantTrail(applicant.id);
  if (!stamped.tallied) await ctx.store.tallyApplicant(applicant.id, applicant.projectId, stamped.counts);
  await ctx.repos.applicants.deleteAll(applicant);
}
