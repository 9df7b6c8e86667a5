import { getCurrentCompany } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CheckCompany, {
  onUnknownHost: () => ({ result: 'noMatch' as const }),
  run: async (ctx) => ({ result: 'match' as const, company: await getCurrentCompany(ctx) }),
});
