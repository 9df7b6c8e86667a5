import type { ApplicantData } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from './resolve-caller.ts';

/** applicant/view {type:'data'}: the token's applicant, for the SPA to reconcile its stored project and task. */
export async function viewApplicant(ctx: AppContext, { applicant: a }: ApplicantCaller): Promise<ApplicantData> {
  return {
    id: a.id,
    access_token: ctx.applicantToken!,
    project_id: a.projectId,
    task_id: a.taskId,
    auth: a.auth,
    status: a.status,
    name: a.name,
    email: a.email,
    phone: a.phone,
    task: { name: a.taskName },
    confirm_page: a.confirmPage,
    save_page: a.savePage,
  };
}
