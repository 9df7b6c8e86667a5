import { EXAM_SITE_DETAIL_CODE, messages, type Preview } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import type { With } from '../context.ts';
import type { ApplicantRecord } from '../ports.ts';
import { photoOf } from '../form/answer-readers.ts';
import { blindFindingsOf, buildPreviewBody, type ExamChoices } from './build-preview.ts';
import { maskBlindAnswers } from './blind-masking.ts';
import { firstMissingExamSite } from './first-missing-exam-site.ts';
import { loadApplication } from './load-application.ts';
import { applicantByPreviewKey } from './preview-key.ts';
import { isOpen } from './write-window.ts';

/**
 * applicant/view {type: 'preview'} (spec 2.14, 3 'Preview'): the application as it will be submitted.
 * The applicant's own (proven by the token) or, with `previewKey`, an application of the tenant with its unexpired,
 * unrevoked preview key (staff, test preview), whose signed file links it then hands out.
 */
export async function getPreview(
  ctx: With<'files'>,
  input: { applicant: ApplicantRecord } | { applicantId: number; key: string | undefined },
): Promise<Preview> {
  const applicant = 'applicant' in input ? input.applicant : await applicantByPreviewKey(ctx, input.applicantId, input.key);
  // An application opened by a preview key (staff review, without the applicant's token) is a staff read: audited.
  if (!('applicant' in input))
    await ctx.repos.audit.record({ action: 'preview.read-application', actor: 'preview-key', projectId: applicant.projectId, applicantId: applicant.id, kind: 'read', route: 'ViewApplicant', count: 1, at: ctx.clock.now().toISOString() });
  const { project, pages, saved } = await loadApplication(ctx, applicant);
  // Blind hiring: staff read the answers masked; the applicant reads their own as written, warned of what will be hidden.
  const own = 'applicant' in input;
  const answers = new Map([...saved].map(([i, p]) => [i, own ? p.values : maskBlindAnswers(project, p.values)]));
  const words = { blind: project.blind_words ?? [], search: project.search_words ?? [], mentions: own && project.blind_hiring === true };
  const body = buildPreviewBody(pages, answers, words, await examChoicesOf(ctx, applicant.id, pages));
  // Files open through short-lived signed links; signing is local computation, no request per file.
  await Promise.all(
    body.flatMap((s) => s.details.flatMap((d) => d.items.flatMap((i) => i.files.map(async (f) => void (f.file_url = await ctx.files.downloadUrl(f.filepath, f.filename)))))),
  );
  const photo = photoOf(pages, answers);
  const company = await ctx.repos.company.get();
  const confirmed = new Set(applicant.confirmPage);
  // A required exam site is checked here as at Submit, so 미리보기 says so before 최종제출 does (issue 41 item 22).
  const missingSite = applicant.status === 'Y' ? undefined : await firstMissingExamSite(ctx, pages, saved, applicant);
  return {
    header: { project: { id: project.id, value: project.title }, task: { id: applicant.taskId, label: messages.submission.completeTask, value: applicant.taskName } },
    user: {
      id: applicant.id,
      photo,
      src: photo ? await ctx.files.downloadUrl(photo, 'photo') : null,
      number: applicant.applicantNumber ?? null,
      name: applicant.name,
      phone: applicant.phone,
      email: applicant.email,
    },
    status: applicant.status,
    isActive: isOpen(ctx, project) && project.allow_cancel !== false,
    incompletePages: pages.map((p) => p.pageIndex).filter((i) => !confirmed.has(i)),
    missingExamSitePage: missingSite?.pageIndex ?? null,
    pageTitles: pages[0]?.title ?? [],
    submit_agreements: company?.site.submit_agreements?.trim() ? company.site.submit_agreements : null,
    submittedAt: applicant.status === 'Y' ? (applicant.submittedAt ?? null) : null,
    body,
    ...(words.mentions ? { blindFindings: blindFindingsOf(body) } : {}),
  };
}

/** The applicant's place for each exam-site detail of the form (two reads per such detail, usually none). */
async function examChoicesOf(ctx: With<'files'>, applicantId: number, pages: FormPage[]): Promise<ExamChoices> {
  const details = pages.flatMap((p) => p.forms.flatMap((f) => f.details.filter((d) => d.code.value === EXAM_SITE_DETAIL_CODE).map((d) => d.id)));
  const out: ExamChoices = new Map();
  await Promise.all(
    details.map(async (detailId) => {
      const [choice, places] = await Promise.all([ctx.repos.examPlaces.getChoice(detailId, applicantId), ctx.repos.examPlaces.list(detailId)]);
      const place = choice && places.find((p) => p.id === choice.placeId);
      if (choice && place) out.set(detailId, { place_name: place.place_name, status: choice.status });
    }),
  );
  return out;
}
