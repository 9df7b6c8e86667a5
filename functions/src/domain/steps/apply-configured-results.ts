import type { StepResultConfig } from '@portal/shared/schemas/step-config';
import type { PublishedResult, TenantRepositories } from '../ports.ts';

/** A configured result as the published part of an applicant's step (the integration API will publish the same). */
export const publishedResultOf = (r: StepResultConfig): PublishedResult => ({
  resultMessageStatus: r.result_message_status,
  resultType: r.type,
  resultMessage: r.message,
  content: r.content,
  addPageContent: r.add_page_content,
  scores: r.scores,
  chart: r.chart ?? null,
});

/** The inverse: a published result in the configuration's (and the integration API's) shape, without its ids. */
export const configuredResultOf = (r: PublishedResult): Omit<StepResultConfig, 'step_id' | 'applicant_email'> => ({
  result_message_status: r.resultMessageStatus,
  type: r.resultType,
  message: r.resultMessage,
  ...(typeof r.content === 'string' ? { content: r.content } : {}),
  ...(typeof r.addPageContent === 'string' ? { add_page_content: r.addPageContent } : {}),
  scores: r.scores,
  ...(r.chart ? { chart: r.chart } : {}),
});

/**
 * Publishes a project's configured results to the applicants they name by e-mail (the demo's applicants are made
 * after the import, so `npm start` calls this once they exist). Unknown e-mails are skipped and counted.
 */
export async function applyConfiguredResults(repos: TenantRepositories, projectId: number, results: StepResultConfig[], applicantIdByEmail: ReadonlyMap<string, number>): Promise<{ published: number; skipped: number }> {
  let published = 0;
  for (const r of results) {
    const applicantId = applicantIdByEmail.get(r.applicant_email.toLowerCase());
    if (applicantId === undefined) continue;
    await repos.applicantSteps.publish(projectId, r.step_id, applicantId, publishedResultOf(r));
    published++;
  }
  return { published, skipped: results.length - published };
}
