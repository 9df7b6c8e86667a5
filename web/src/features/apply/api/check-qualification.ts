import { mutationOptions, useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

export interface QualificationBody {
  checkId: string;
  checkPw: string;
  projectId: number;
}

/** POST checkQualification/{projectId}: an external account check; true when it answers 'Y'. */
export async function checkQualification(body: QualificationBody): Promise<boolean> {
  const answer = await request<unknown>(`checkQualification/${body.projectId}`, { method: 'POST', body });
  return answer === 'Y' || (typeof answer === 'object' && answer !== null && (answer as { result?: unknown }).result === 'Y');
}

export const checkQualificationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['apply', 'checkQualification'],
    mutationFn: (body: QualificationBody) => checkQualification(body),
  });

export const useCheckQualification = () => useMutation(checkQualificationMutationOptions());
