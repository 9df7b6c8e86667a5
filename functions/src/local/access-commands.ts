import { accessRecordMessages as m } from '@portal/shared/messages/access-records';
import { integrationCliMessages } from '@portal/shared/messages/integration-cli';
import { BULK_APPLICANTS_PER_DAY, summarizeAccessRecords } from '../domain/audit/summarize-access-records.ts';
import { verifyAccessRecords } from '../domain/audit/verify-access-records.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `access-report <domainKey> <YYYY-MM> [--threshold N]`: the month's access records per staff session and API key, by
 * kind, with the bulk downloads flagged; `access-verify <domainKey> <YYYY-MM>`: the hash chains checked, the first
 * broken link named (exit 1), and the shards' heads printed for the operator to keep. undefined: not these arguments.
 */
export async function accessCommand(w: Pick<CoreWiring, 'directory' | 'reposFor'>, command: 'access-report' | 'access-verify', args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [domainKey, month, flag, value] = args;
  if (!domainKey || !month) return undefined;
  if (!MONTH.test(month)) throw new Error(m.monthFormat);
  const threshold = flag === '--threshold' ? Number(value) : BULK_APPLICANTS_PER_DAY;
  if ((flag !== undefined && flag !== '--threshold') || !Number.isSafeInteger(threshold) || threshold < 1 || args.length > (flag ? 4 : 2)) throw new Error(m.thresholdFormat);
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(integrationCliMessages.unknownDomainKey(domainKey));
  const repos = w.reposFor(tenant.id);
  if (command === 'access-verify') {
    const check = await verifyAccessRecords({ repos }, month);
    const b = check.broken;
    print(b ? m.verifyBroken(month, b.shard, b.link, b.id, b.at, m.brokenReason[b.reason]) : m.verifyOk(month, check.records, check.forgotten));
    print(m.headsHeader);
    for (const h of check.heads) print(m.head(h.shard, h.link, h.hash));
    return b ? 1 : 0;
  }
  const report = await summarizeAccessRecords({ repos }, month, threshold);
  print(m.reportTitle(month, threshold));
  if (report.actors.length === 0) {
    print(m.reportNone);
    return 0;
  }
  print(m.reportHeader);
  const cell = (k: { calls: number; applicants: number }) => `${k.calls}/${k.applicants}`;
  for (const a of report.actors) print([a.actor, cell(a.byKind.read), cell(a.byKind.export), cell(a.byKind.download)].join('\t'));
  for (const a of report.actors)
    for (const f of a.flags) print(f.reason === 'export' ? m.flagExport(a.actor, f.at, f.projectId, f.count) : m.flagDay(a.actor, f.day, f.count));
  return 0;
}
