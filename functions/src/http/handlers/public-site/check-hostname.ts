import { messages } from '@portal/shared';
import { getCurrentCompany } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckHostname } from '@portal/shared/api/public-site';

/** The hostname check: the company and the file domain, or an error the SPA alerts before /redirect. */
export const handler = defineHandler(CheckHostname, {
  onUnknownHost: () => ({ error: messages.api.unknownHost }),
  run: async (ctx) => ({
    company: await getCurrentCompany(ctx),
    fileDomain: `${ctx.origin.protocol}://${ctx.origin.host}`,
    ...(ctx.actor.kind === 'staff' ? { workspace: ctx.tenant.domainKey } : {}),
  }),
});
