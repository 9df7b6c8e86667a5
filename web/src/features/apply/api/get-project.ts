import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@portal/shared/schemas/project';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';
import { readProject } from './plain-answers.ts';
import { session } from '../../../lib/session.ts';

/** The project as the apply step reads it, per-tenant consent and qualification settings included (spec 2.9). */
export type ApplyProject = ProjectDetail;

/** GET project/{id}: tasks, agreements, verify_options, auth_fields, hide_email_hint (read without zod: plain-answers.ts). */
export const getApplyProject = (projectId: string | number, signal?: AbortSignal): Promise<ApplyProject> =>
  plainCall(plainRoutes.GetProject, { params: { id: projectId }, signal }, readProject);

export const applyProjectQueryOptions = (projectId: string | number) =>
  queryOptions({
    queryKey: applyKeys.project(String(projectId)),
    queryFn: ({ signal }) => getApplyProject(projectId, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useApplyProject = (projectId: string | number | undefined) =>
  useQuery({ ...applyProjectQueryOptions(projectId ?? ''), enabled: projectId !== undefined && projectId !== '' });

/**
 * Whether the consent step may start for this notice (issue 41 item 3): only while the server says it takes
 * applications. Staff (a handoff's session) pass, to look at the step in test mode.
 */
export function takesApplications(project: Pick<ApplyProject, 'applyState'>): boolean {
  return project.applyState === undefined || project.applyState === 'open' || session.isAuthenticated();
}
