import { createContext, useContext } from 'react';
import type { Company } from '@portal/shared/schemas/company';
import { readCompanyRecord } from './plain-readers.ts';

export interface CurrentCompany {
  company: Company;
  fileDomain: string;
}

/** The embedded default company record used when no company could be found (spec section 3). */
export const defaultCompany: Company = readCompanyRecord({
  id: 0,
  domain: '',
  name: '채용 포털',
  popups: [],
  boardMenus: [],
  projects_count: 0,
  site: {},
})!;

export const CompanyContext = createContext<CurrentCompany>({ company: defaultCompany, fileDomain: '' });

/** The current company, loaded once at start-up from the hostname check. */
export function useCompany(): CurrentCompany {
  return useContext(CompanyContext);
}
