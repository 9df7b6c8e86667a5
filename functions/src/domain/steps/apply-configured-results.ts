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
