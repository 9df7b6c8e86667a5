import { parseArgs } from 'node:util';
import { mintHandoffBodySchema } from '@portal/shared/schemas/handoff';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { integrationMessages } from '@portal/shared/messages/integration';
import { integrationCliMessages } from '@portal/shared/messages/integration-cli';
import { mintHandoff } from '../domain/handoff/mint-handoff.ts';
import { keyScopes } from '@portal/shared/api/contract';
import type { CoreWiring } from '../wiring/core-wiring.ts';

/**
 * `npm run portal -- handoff <domainKey> <type> --staff <id> [...]`: mints a staff handoff link as the integration API
 * does (recorded as the ops CLI's), and prints the address alone on its last line. Locally the tenant's host is
 * `<domainKey>.localhost:<PORT>` over http; on AWS its first own host over https; --host names another.
 * Answers the exit code; undefined for arguments it does not understand (the CLI then prints its usage).
 */
export async function handoffCommand(
  w: Pick<CoreWiring, 'directory' | 'crypto' | 'clock' | 'reposFor'>,
  args: readonly string[],
  print: (line: string) => void,
  local = { port: Number(process.env.PORT ?? 3000), aws: process.env.PORTAL_TARGET === 'aws' },
): Promise<number | undefined> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { staff: { type: 'string' }, project: { type: 'string' }, task: { type: 'string' }, applicant: { type: 'string' }, notice: { type: 'string' }, step: { type: 'string' }, host: { type: 'string' } },
    });
  } catch {
    return undefined;
  }
  const [domainKey, type] = parsed.positionals;
  const o = parsed.values;
  if (!domainKey || !type || parsed.positionals.length > 2) return undefined;
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(integrationCliMessages.unknownDomainKey(domainKey));
  const num = (v: string | undefined) => (v === undefined ? undefined : /^\d{1,12}$/.test(v) ? Number(v) : Number.NaN);
  const body = mintHandoffBodySchema.safeParse({
    type,
    staffId: o.staff,
    projectId: num(o.project),
    taskId: num(o.task),
    applicantId: num(o.applicant),
    noticeId: num(o.notice),
    applicantStepId: o.step,
  });
  if (!body.success) {
    for (const issue of body.error.issues) print(issue.message);
    return 1;
  }
  const host = o.host ?? (local.aws ? (await w.directory.findBrand(tenant))?.hosts[0] : `${domainKey}.localhost:${local.port}`);
  if (!host) throw new Error(integrationCliMessages.unknownDomainKey(domainKey));
  const origin = { protocol: local.aws ? ('https' as const) : ('http' as const), host, baseDomain: undefined, sourceIp: '' };
  const minted = await mintHandoff({ repos: w.reposFor(tenant.id), crypto: w.crypto, clock: w.clock, origin }, { kind: 'integrator', keyId: 'ops-cli', scopes: keyScopes }, body.data);
  print(handoffMessages.cli.minted(minted.expiresAt));
  print(minted.url);
  return 0;
}
