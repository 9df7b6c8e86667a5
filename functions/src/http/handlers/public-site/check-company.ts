import { getCurrentCompany } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  onUnknownHost: () => ({ result: 'noMatch' }),
  run: async (ctx) => ({ result: 'match', company: await getCurrentCompany(ctx) }),
});
