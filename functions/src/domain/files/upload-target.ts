import { messages } from '@portal/shared';
import type { Item } from '@portal/shared/form-model/definition';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';

/**
 * What an upload call is about: the proven applicant (who must be the {id} of the path) and the photo or
 * file item named by upload_type on the given page of that applicant's task form.
 */
export async function resolveUploadTarget(
  ctx: AppContext,
  input: { applicantId: number; pageIndex: number; field: string },
  { applicant }: ApplicantCaller,
): Promise<{ applicant: ApplicantRecord; item: Item }> {
  if (applicant.id !== input.applicantId) throw forbidden(messages.uploads.otherApplicant);
  const page = await ctx.repos.forms.getPage(applicant.taskId, input.pageIndex);
  const items = page?.forms.flatMap((f) => f.details.flatMap((d) => d.items)) ?? [];
  const named = items.filter((i) => i.input_type.field === input.field);
  if (named.length === 0) throw badRequest(messages.uploads.unknownField);
  const item = named.find((i) => i.input_type.type === 'photo' || i.input_type.type === 'file');
  if (!item) throw badRequest(messages.uploads.notUploadField);
  return { applicant, item };
}
