import { createContext, useContext, type ReactNode } from 'react';
import type { FormEngineContext } from './types.ts';

const Ctx = createContext<FormEngineContext | null>(null);

export function FormEngineProvider({ value, children }: { value: FormEngineContext; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The page's engine context (applicant, task, page, modes). Field components call this. */
export function useFormEngine(): FormEngineContext {
  const v = useContext(Ctx);
  if (!v) throw new Error('useFormEngine outside FormEngineProvider');
  return v;
}
