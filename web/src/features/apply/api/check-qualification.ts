import { mutationOptions, useMutation } from '@tanstack/react-query';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';
import { readQualification } from './plain-answers.ts';

export interface QualificationBody {
  checkId: string;
  checkPw: string;
  projectId: number;
}

/** POST checkQualification/{projectId}: an external account check; true when it answers 'Y'. */
export async function checkQualification(body: QualificationBody): Promise<boolean> {
  return (await plainCall(plainRoutes.CheckQualification, { params: { projectId: body.projectId }, body }, readQualification)) === 'Y';
}

export const checkQualificationMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.checkQualification,
    mutationFn: (body: QualificationBody) => checkQualification(body),
  });

export const useCheckQualification = () => useMutation(checkQualificationMutationOptions());
