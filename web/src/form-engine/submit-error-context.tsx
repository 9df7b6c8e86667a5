import { createContext, useContext } from 'react';
import type { Detail } from '@portal/shared/form-model/definition';

/**
 * The save endpoint's last refusal of this page (422: the first invalid path and its section `type`), until the next
 * save. Repeatable groups react to one that names them (spec 4 'Repeatable groups'). `seq` tells two equal refusals apart.
 */
export interface SubmitError {
  seq: number;
  message: string;
  path?: string | undefined;
  type?: string | undefined;
}

const Ctx = createContext<SubmitError | undefined>(undefined);

export const SubmitErrorProvider = Ctx.Provider;

export const useSubmitError = () => useContext(Ctx);

/** Whether a refusal names a repeatable group: its type is the group's code, or its path lies in the group's rows. */
export function namesGroup(error: SubmitError, detail: Detail): boolean {
  const model = detail.repeatable?.model;
  if (!model) return false;
  if (error.type !== undefined && error.type === detail.code.value) return true;
  return error.path === model || (error.path?.startsWith(`${model}.`) ?? false);
}
