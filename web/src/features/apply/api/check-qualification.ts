import { mutationOptions, useMutation } from '@tanstack/react-query';
import { CheckQualification } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';

export interface QualificationBody {
  checkId: string;
  checkPw: string;
  projectId: number;
}

/** POST checkQualification/{projectId}: an external account check; true when it answers 'Y'. */
export async function checkQualification(body: QualificationBody): Promise<boolean> {
  return (await call(CheckQualification, { params: { projectId: body.projectId }, body })) === 'Y';
}

export const checkQualificationMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.checkQualification,
    mutationFn: (body: QualificationBody) => checkQualification(body),
  });

export const useCheckQualification = () => useMutation(checkQualificationMutationOptions());
