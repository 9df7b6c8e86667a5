import type { DestructionCounts, DestructionKind } from '../ports.ts';

/** Every kind a destruction record counts, in the order the record lists them. */
export const DESTRUCTION_KINDS = [
  'applicants',
  'answers',
  'drafts',
  'submissions',
  'steps',
  'uploads',
  'fileVersions',
  'inquiries',
  'messages',
  'auditRecords',
  'examChoices',
  'consents',
  'other',
] as const satisfies readonly DestructionKind[];

/** What each sort-key kind of an applicant's partition counts as (ApplicantRepository.countItems). */
const KIND_OF_ITEM: Readonly<Record<string, DestructionKind>> = {
  APPLICANT: 'applicants',
  ANSWER: 'answers',
  DRAFT: 'drafts',
  SUBMISSION: 'submissions',
  SUBMISSIONPAGE: 'submissions',
  STEP: 'steps',
  UPLOAD: 'uploads',
  INQUIRY: 'inquiries',
  MSG: 'messages',
  CONSENTS: 'consents',
};

export const noCounts = (): DestructionCounts => Object.fromEntries(DESTRUCTION_KINDS.map((k) => [k, 0])) as DestructionCounts;

/** One applicant's counts: its partition's items by kind (the rest, idempotency records, revisions and claims, as other). */
export function countsOfApplicant(items: Record<string, number>, extra: { fileVersions: number; auditRecords: number; examChoices: number; identityKeys: number }): DestructionCounts {
  const counts = noCounts();
  for (const [kind, n] of Object.entries(items)) counts[KIND_OF_ITEM[kind] ?? 'other'] += n;
  counts.fileVersions += extra.fileVersions;
  counts.auditRecords += extra.auditRecords;
  counts.examChoices += extra.examChoices;
  counts.other += extra.identityKeys;
  return counts;
}
