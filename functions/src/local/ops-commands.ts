import { jobs } from '../http/routes.ts';
import { runningLocalQueues } from './local-queues.ts';
import { countApplications } from '../domain/integration/count-applications.ts';
import { reportUntoldResults } from '../domain/steps/report-untold-results.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { integrationCliMessages } from '@portal/shared/messages/integration-cli';
import { integrationConfigMessages } from '@portal/shared/messages/integration-config';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import { registerTenant } from '../domain/tenancy/register-tenant.ts';
import { addTenantHost } from '../domain/tenancy/add-tenant-host.ts';
import { exportTenantConfig } from '../domain/tenancy/export-tenant-config.ts';
import { liftMailSuppression } from '../domain/mail/lift-mail-suppression.ts';
import type { FileStore } from '../domain/ports.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const m = integrationCliMessages;
const cm = integrationConfigMessages.cli;

/**
 * `npm run portal -- job <jobId>`: one run of a scheduled job now (DeadlineSweep, NotifyResults), as its schedule would
 * start it; prints what it answered and, for a job that fans out, what its units did once they all ran. Undefined for
 * a job id routes.ts does not have (the CLI prints its usage).
 */
export async function jobCommand(args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  // A job without a schedule (the exports) has no run to start: its units come from a route.
  const job = jobs.find((j) => j.id === args[0] && j.schedule);
  if (!job || args.length !== 1) return undefined;
  const module = (await import(new URL(`../jobs/${job.handler}.ts`, import.meta.url).href)) as { handler: () => Promise<unknown> };
  // A job that fans out: its units run through the local queue stand-in (on AWS, through the job's SQS queue).
  const queues = job.units && runningLocalQueues();
  const before = queues?.stats(job.id);
  const result = await module.handler();
  print(m.jobRan(job.id, JSON.stringify(result)));
  if (queues && before) {
    await queues.drain();
    const after = queues.stats(job.id);
    print(m.jobUnitsRan(job.id, after.handled - before.handled, after.failedTries - before.failedTries, after.parked.length - before.parked.length));
  }
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

/** `npm run portal -- results-untold <domainKey> <projectId>`: per step, the published results not told yet (채용절차법 §10). */
export async function untoldResultsCommand(w: Pick<CoreWiring, 'directory' | 'reposFor' | 'clock'>, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [domainKey, project] = args;
  if (!domainKey || !project || !/^\d{1,12}$/.test(project) || args.length !== 2) return undefined;
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(m.unknownDomainKey(domainKey));
  const steps = await reportUntoldResults({ repos: w.reposFor(tenant.id), clock: w.clock }, Number(project));
  print(m.untoldHeader);
  for (const s of steps) print([`${s.stepId} ${s.title}`, s.resultStartDate, s.untold, m.untoldState(s)].join('\t'));
  if (steps.every((s) => s.untold === 0)) print(m.untoldNone);
  return 0;
}

/**
 * `npm run portal -- tenant create <domainKey> --id <n> [--name <name>] [--host <host>]...`: registers a new
 * organisation (its site answers on `<domainKey>.<base domain>` and on each host); its system then fills it through the
 * integration API with a key from `api-key create`. `tenant add-host <domainKey> <host>`: one more own host for an
 * existing tenant (docs/deploy.md 'Add a tenant domain'), refused when another tenant has it.
 */
export async function tenantCommand(w: Pick<CoreWiring, 'directory' | 'reposFor'>, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [sub, domainKey, ...rest] = args;
  if (!domainKey || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(domainKey)) return undefined;
  if (sub === 'add-host') return addHostCommand(w, domainKey, rest, print);
  if (sub !== 'create') return undefined;
  const hosts: string[] = [];
  let id: number | undefined;
  let name = domainKey;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) return undefined;
    if (flag === '--id' && /^\d{1,12}$/.test(value) && Number(value) > 0) id = Number(value);
    else if (flag === '--name') name = value;
    else if (flag === '--host' && /^[a-z0-9.-]+$/.test(value)) hosts.push(value);
    else return undefined;
  }
  if (id === undefined) return undefined;
  if (!(await registerTenant(w, { id, domainKey, name, hosts }))) {
    print(cm.tenantExists(domainKey));
    return 1;
  }
  print(cm.tenantCreated(domainKey, id, [`${domainKey}.<기본 도메인>`, ...hosts].join(', ')));
  return 0;
}

async function addHostCommand(w: Pick<CoreWiring, 'directory' | 'reposFor'>, domainKey: string, rest: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [host] = rest;
  if (rest.length !== 1 || !host || !HOST.test(host)) return undefined;
  const { result, tenant, hosts } = await addTenantHost(w, domainKey, host);
  if (result === 'unknown') throw new Error(m.unknownDomainKey(domainKey));
  if (result === 'taken') {
    print(cm.hostTaken(host, tenant!.domainKey));
    return 1;
  }
  print(result === 'already' ? cm.hostAlready(domainKey, host) : cm.hostAdded(domainKey, host, hosts!));
  return 0;
}
/** A lower-case host name, as CloudFront and the directory keep it. */
const HOST = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * `npm run portal -- export <domainKey> <dir>`: the tenant's whole configuration as `<dir>/<domainKey>.json`, with its
 * logo and landing image in `<dir>/assets/`; `import <dir>/<domainKey>.json` writes it back (docs/operations.md).
 */
export async function exportCommand(w: Pick<CoreWiring, 'directory' | 'reposFor'> & { files: FileStore }, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [domainKey, dir] = args;
  if (!domainKey || !dir || args.length !== 2) return undefined;
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(m.unknownDomainKey(domainKey));
  await mkdir(join(dir, 'assets'), { recursive: true });
  const config = await exportTenantConfig({
    repos: w.reposFor(tenant.id),
    directory: w.directory,
    files: w.files,
    tenant,
    async writeAsset(name, body) {
      await writeFile(join(dir, 'assets', name), body);
      return `assets/${name}`;
    },
  });
  const file = join(dir, `${domainKey}.json`);
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  print(cm.exported(domainKey, file));
  return 0;
}

/**
 * `npm run portal -- messages unsent <domainKey>`: the tenant's messages not sent yet (waiting, held, parked) with
 * their tries and reason; `messages redrive <domainKey> [<messageId>...]`: parked messages back to the queue (all of
 * them, or those named), once their cause is fixed (docs/messaging.md, 'A stuck backlog'). `messages suppressions
 * <domainKey>`: the mailboxes no mail goes to (a bounce or a complaint), newest first; `messages unsuppress <domainKey>
 * <address>`: lifts one the applicant fixed (docs/messaging.md, 'A suppressed mailbox').
 */
export async function messagesCommand(w: Pick<CoreWiring, 'directory' | 'reposFor' | 'clock' | 'crypto'>, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [sub, domainKey, ...ids] = args;
  const arity = { unsent: [0, 0], redrive: [0, Infinity], suppressions: [0, 0], unsuppress: [1, 1] }[sub ?? ''];
  if (!arity || !domainKey || ids.length < arity[0]! || ids.length > arity[1]!) return undefined;
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(m.unknownDomainKey(domainKey));
  const repos = w.reposFor(tenant.id);
  const o = outgoingMessages.outbox;
  if (sub === 'suppressions') {
    const listed = await repos.mailSuppressions.list(1000);
    print(listed.length === 0 ? o.noSuppressions : o.suppressionsHeader);
    for (const x of listed) print([x.hint ?? '', o.suppressionReasons[x.reason], x.at, x.applicantId ?? '', x.messageId ?? '', x.mailboxHash].join('\t'));
    return 0;
  }
  if (sub === 'unsuppress') {
    const address = ids[0]!;
    const lifted = await liftMailSuppression({ clock: w.clock, crypto: w.crypto, repos }, address);
    if (!lifted) {
      print(o.notSuppressed);
      return 1;
    }
    print(o.unsuppressed);
    if (lifted.resent > 0) print(o.heldResent(lifted.resent));
    print(o.sesAccountList(address));
    return 0;
  }
  const outbox = repos.outbox;
  const unsent = await outbox.unsent(1000);
  if (sub === 'unsent') {
    if (unsent.length === 0) print(o.none);
    else print(o.header);
    for (const x of unsent) print([x.id, x.kind, o.channels[x.channel], o.states[x.state], x.tries, x.state === 'failed' ? '' : x.dueAt, x.lastError ?? ''].join('\t'));
    return 0;
  }
  let n = 0;
  for (const x of unsent) if (x.state === 'failed' && (ids.length === 0 || ids.includes(x.id)) && (await outbox.redrive(x, w.clock.now()))) n++;
  print(n === 0 ? o.nothingToRedrive : o.redriven(n));
  return 0;
}
