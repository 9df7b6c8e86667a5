import { useLayoutEffect } from 'react';
import { useCompany } from '../lib/company-context.tsx';
import { applyTheme } from './theme.ts';

/** Applies the current tenant's colours (theme.ts) before the first paint of its pages. */
export function TenantTheme() {
  const { company } = useCompany();
  const theme = company.theme;
  useLayoutEffect(() => applyTheme({ theme }), [theme]);
  return null;
}
