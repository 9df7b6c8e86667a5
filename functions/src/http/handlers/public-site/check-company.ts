import { getCurrentCompany } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckCompany } from '@portal/shared/api/public-site';

export const handler = defineHandler(CheckCompany, {
  onUnknownHost: () => ({ result: 'noMatch' as const }),
  run: async (ctx) => ({ result: 'match' as const, company: await getCurrentCompany(ctx) }),
});
