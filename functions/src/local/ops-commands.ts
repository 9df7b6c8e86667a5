import { jobs } from '../http/routes.ts';
import { countApplications } from '../domain/integration/count-applications.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

const m = integrationMessages.cli;

/**
 * `npm run portal -- job <jobId>`: one run of a scheduled job now (DeadlineSweep, NotifyResults), as EventBridge would
 * start it; prints what it answered. Undefined for a job id routes.ts does not have (the CLI prints its usage).
 */
export async function jobCommand(args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const job = jobs.find((j) => j.id === args[0]);
  if (!job || args.length !== 1) return undefined;
  const module = (await import(new URL(`../jobs/${job.handler}.ts`, import.meta.url).href)) as { handler: () => Promise<unknown> };
  const result = await module.handler();
  print(m.jobRan(job.id, JSON.stringify(result)));
  return 0;
}

/** `npm run portal -- counts <domainKey> <projectId>`: a project's applications by status and by task. */
export async function countsCommand(w: Pick<CoreWiring, 'directory' | 'reposFor'>, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [domainKey, project] = args;
  if (!domainKey || !project || !/^\d{1,12}$/.test(project) || args.length !== 2) return undefined;
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(m.unknownDomainKey(domainKey));
  const c = await countApplications({ repos: w.reposFor(tenant.id) }, Number(project));
  print(m.countsTitle(c.projectId, c.title));
  print(m.countsHeader);
  const line = (name: string, total: number, s: { submitted: number; draft: number; cancelled: number }) => [name, total, s.submitted, s.draft, s.cancelled].join('\t');
  for (const t of c.byTask) print(line(`${t.taskId} ${t.name}`, t.total, t.byStatus));
  print(line(m.countsTotal, c.total, c.byStatus));
  return 0;
}
