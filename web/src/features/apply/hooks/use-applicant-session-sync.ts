import { useEffect } from 'react';
import { session } from '../../../lib/session.ts';
import { useQueryClient } from '@tanstack/react-query';
import { applicantQueryOptions } from '../../../api/view-applicant.ts';

/**
 * On load with an applicant token (spec part 1 section 4 'Session'): read the applicant, refresh
 * the token, and reconcile the stored project and task with the applicant's own.
 */
export function useApplicantSessionSync(): void {
  const token = session.applicantToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void (async () => {
      // Through the query cache, so the form page's own read of the applicant is the same request.
      const a = await queryClient.fetchQuery(applicantQueryOptions());
      // The token was replaced or cleared meanwhile (a staff handoff): this applicant is no longer the session's.
      if (session.applicantToken() !== token) return;
      session.setApplicantToken(a.access_token);
      // The next load of a form page can then ask for its saved page at once (lib/early-requests.ts).
      session.setApplicantId(a.id);
      if (session.project()?.id !== a.project_id) {
        // Loaded here, not with every page: the project's contract and schemas are the apply step's.
        const { getApplyProject } = await import('../api/get-project.ts');
        const project = await getApplyProject(a.project_id, controller.signal);
        session.setProject(project);
        const task = project.tasks.find((t) => t.id === a.task_id);
        session.setTask(task ? { id: task.id, project_id: project.id, name: task.name } : null);
      } else if (session.task()?.id !== a.task_id) {
        session.setTask({ id: a.task_id, project_id: a.project_id, name: a.task.name });
      }
    })().catch(() => {
      // A 401 already logged the applicant out; other failures leave the stored session as it was.
    });
    return () => controller.abort();
  }, [token, queryClient]);
}
