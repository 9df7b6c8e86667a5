import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { projectDetailSchema } from '@portal/shared';
import { lazySchema } from '@portal/shared/lazy-schema';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * The project as the apply step reads it. Tenant rules that the API does not carry yet are
 * optional configuration here (per-tenant behaviour is data, never a tenant check in code):
 * - require_open_before_agree: each consent checkbox stays disabled until its full text was opened;
 * - qualification_required: an external account check must pass before the fields show;
 * - qualification_label: the wording of that check ('{label} 추천대상자...').
 */
// Built on first use: the session sync puts this module in the start-up bundle, and extending the project's schema
// at evaluation built it and every schema under it before the first render (docs/web-performance.md).
export const applyProjectSchema = lazySchema(() =>
  projectDetailSchema.extend({
    require_open_before_agree: z.boolean().optional(),
    qualification_required: z.boolean().optional(),
    qualification_label: z.string().optional(),
  }),
);
export type ApplyProject = z.infer<typeof applyProjectSchema>;

/** GET project/{id}: tasks, agreements, verify_options, auth_fields, hide_email_hint. */
export const getApplyProject = (projectId: string | number, signal?: AbortSignal): Promise<ApplyProject> =>
  apiGet(`project/${encodeURIComponent(String(projectId))}`, { schema: applyProjectSchema, ...(signal ? { signal } : {}) });

export const applyProjectQueryOptions = (projectId: string | number) =>
  queryOptions({
    queryKey: ['apply', 'project', String(projectId)],
    queryFn: ({ signal }) => getApplyProject(projectId, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useApplyProject = (projectId: string | number | undefined) =>
  useQuery({ ...applyProjectQueryOptions(projectId ?? ''), enabled: projectId !== undefined && projectId !== '' });
