import type { TenantConfig } from '@portal/shared';
import type { ResultReleaseSchedule, StepRecord, TenantRepositories } from '../ports.ts';
import { registerRelease } from '../steps/register-release.ts';
import { resolveConfigDate } from './resolve-config-date.ts';

type ProjectConfig = TenantConfig['projects'][number];

/** A configured step as the store keeps it (the integration API will build the same record). */
export function stepRecordOf(projectId: number, s: ProjectConfig['steps'][number], now: Date): StepRecord {
  const resultStartDate = resolveConfigDate(s.result_start, now);
  const resultEndDate = resolveConfigDate(s.result_end, now);
  return {
    id: s.id,
    projectId,
    title: s.title,
    viewTitle: s.view_title ?? s.title,
    type: s.type,
    status: s.status,
    resultMessageStatus: s.result_message_status,
    ...(s.result_title ? { resultTitle: s.result_title } : {}),
    resultStartDate,
    resultEndDate,
    content: s.content,
    addPageContent: s.add_page ? s.add_page.content : null,
    idCard: s.id_card ?? null,
    scoreView: s.score_view,
    addRequest: s.add_request
      ? {
          heading: s.add_request.heading,
          start: s.add_request.start ? resolveConfigDate(s.add_request.start, now) : resultStartDate,
          end: s.add_request.end ? resolveConfigDate(s.add_request.end, now) : resultEndDate,
          required: s.add_request.required,
          questions: s.add_request.questions,
          fileNameFormats: s.add_request.file_name_formats,
          disableQuestionIds: s.add_request.disable_question_ids,
        }
      : null,
    survey: s.survey ?? null,
    notify: s.notify,
  };
}

/** Writes a project's steps and registers when each one's results open (the notification job reads that). */
export async function importSteps(deps: { repos: TenantRepositories; releases: ResultReleaseSchedule; tenantId: number; now: Date }, p: ProjectConfig): Promise<void> {
  const previous = new Map((await deps.repos.steps.listByProject(p.id)).map((s) => [s.id, s]));
  const steps = p.steps.map((s) => stepRecordOf(p.id, s, deps.now));
  await deps.repos.steps.replaceForProject(p.id, steps);
  for (const s of steps) await registerRelease(deps, s, previous.get(s.id));
}
