import { resolve } from 'node:path';
import { bootLocal, repoRoot } from './boot-local.ts';
import { importTenantFiles } from './import-tenant-files.ts';
import { processWiring } from '../wiring/process-wiring.ts';
import { loadTenantFile } from './load-tenant-file.ts';
import { apiKeyCommand } from './api-key-commands.ts';
import { accessCommand } from './access-commands.ts';
import { handoffCommand } from './handoff-command.ts';
import { countsCommand, exportCommand, jobCommand, messagesCommand, tenantCommand, untoldResultsCommand } from './ops-commands.ts';
import { rollbackCommand } from './release-commands.ts';
import { accessRecordMessages } from '@portal/shared/messages/access-records';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { integrationConfigMessages } from '@portal/shared/messages/integration-config';

/**
 * Ops commands (`npm run portal -- <command>`), against the local data folder (DATA_DIR) or,
 * with TABLE_NAME/UPLOAD_BUCKET and AWS credentials set and PORTAL_TARGET=aws, against AWS.
 *   import <file...>           validate and load tenant configurations
 *   validate <file...>         only validate
 *   handoff <domainKey> <type> --staff <id> [--project N --task N --applicant N --notice N --step S --host H]
 *                              mint a single-use staff handoff link (printed alone on the last line)
 *   job <jobId>                run a scheduled job once now (DeadlineSweep, NotifyResults, DeliverMessages)
 *   counts <domainKey> <projectId>   a project's applications by status and by task
 *   staff-token <domainKey>    issue a staff session token (8 h) for the admin API
 *   export <domainKey> <dir>   the tenant's whole configuration as <dir>/<domainKey>.json (+ assets/), for import
 *   tenant create <domainKey> --id N [--name X] [--host H]...  register a new organisation (then fill it by the API)
 *   tenant add-host <domainKey> <host>   one more own host for a tenant (its domain file: docs/deploy.md)
 *   api-key create <domainKey> [name]   make an integration API key (printed alone on the last line, never again)
 *   api-key list <domainKey>            the tenant's keys: id, name, created, last four characters, revoked
 *   api-key revoke <domainKey> <keyId>  revoke a key
 *   messages unsent <domainKey>         messages not sent yet (waiting, held, parked) with tries and reason
 *   messages redrive <domainKey> [id...]  parked messages back to the queue (all, or those named)
 *   messages suppressions <domainKey>   mailboxes no mail goes to (bounced or complained), newest first
 *   messages unsuppress <domainKey> <address>  lift one the applicant fixed
 *   rollback <stage> [--apply]          every function's live alias back one release (AWS credentials; plan without --apply)
 *   access-report <domainKey> <YYYY-MM> [--threshold N]  the month's access records per actor and kind, bulk downloads flagged
 *   access-verify <domainKey> <YYYY-MM>  check the month's access-record hash chains (exit 1 at the first broken link)
 */
const [command, ...args] = process.argv.slice(2);
const usage =
  '사용법: npm run portal -- import <파일...> | validate <파일...> | staff-token <도메인 키> | api-key create <도메인 키> [이름] | api-key list <도메인 키> | api-key revoke <도메인 키> <키 id> | handoff <도메인 키> <type> --staff <직원 식별자> [...] | job <DeadlineSweep|NotifyResults|DeliverMessages> | messages unsent <도메인 키> | messages redrive <도메인 키> [메시지 id...] | messages suppressions <도메인 키> | messages unsuppress <도메인 키> <메일 주소> | counts <도메인 키> <프로젝트 번호> | results-untold <도메인 키> <프로젝트 번호> | export <도메인 키> <폴더> | tenant create <도메인 키> --id <기관 번호> [--name <이름>] [--host <호스트>] | tenant add-host <도메인 키> <호스트> | rollback <스테이지> [--apply] | access-report <도메인 키> <YYYY-MM> [--threshold N] | access-verify <도메인 키> <YYYY-MM>';

async function withBackend<T>(fn: () => Promise<T>): Promise<T> {
  // Against AWS the pepper is read from the stage's secret (PEPPER_SECRET_ID) with the operator's credentials, as Lambda reads it.
  if (process.env.PORTAL_TARGET === 'aws') {
    await processWiring().ready();
    return fn();
  }
  const portal = await bootLocal({ dataDir: resolve(repoRoot, process.env.DATA_DIR ?? '.data'), port: 0, seed: false, serve: false, runJobs: false });
  try {
    return await fn();
  } finally {
    await portal.stop();
  }
}

async function main(): Promise<number> {
  switch (command) {
    case 'validate': {
      if (!args.length) break;
      for (const f of args) {
        const { warnings } = await loadTenantFile(f);
        for (const w of warnings) console.warn(w);
        console.log(`${f}: 올바른 설정입니다.`);
      }
      return 0;
    }
    case 'import': {
      if (!args.length) break;
      const summaries = await withBackend(() => importTenantFiles(args.map((f) => resolve(f))));
      for (const s of summaries) {
        for (const w of s.warnings) console.warn(w);
        console.log(`${s.domainKey} (회사 ${s.companyId}): 프로젝트 ${s.projects}, 공고 ${s.postings}, 게시글 ${s.boards}, 파일 ${s.files} 를 불러왔습니다.`);
      }
      return 0;
    }
    case 'staff-token': {
      const key = args[0];
      if (!key) break;
      const token = await withBackend(async () => {
        const w = processWiring();
        const tenant = await w.directory.findByDomainKey(key);
        if (!tenant) throw new Error(`도메인 키 '${key}' 인 회사가 없습니다.`);
        return w.reposFor(tenant.id).staffSessions.create('cli', 8 * 3600);
      });
      console.log(token.token);
      return 0;
    }
    case 'rollback': {
      // Always against AWS: the stage's functions and aliases live nowhere else.
      const { awsReleaseControl } = await import('./aws-release-control.ts');
      const code = await rollbackCommand(awsReleaseControl(process.env.AWS_REGION), args, (line) => console.log(line));
      if (code === undefined) break;
      return code;
    }
    case 'job': {
      const code = await withBackend(() => jobCommand(args, (line) => console.log(line)));
      if (code === undefined) break;
      return code;
    }
    case 'counts': {
      const code = await withBackend(() => countsCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) break;
      return code;
    }
    case 'results-untold': {
      const code = await withBackend(() => untoldResultsCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) break;
      return code;
    }
    case 'handoff': {
      const code = await withBackend(() => handoffCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) {
        console.error(handoffMessages.cli.usage);
        return 2;
      }
      return code;
    }
    case 'export': {
      const code = await withBackend(() => exportCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) {
        console.error(integrationConfigMessages.cli.exportArgs);
        return 2;
      }
      return code;
    }
    case 'tenant': {
      const code = await withBackend(() => tenantCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) {
        console.error(integrationConfigMessages.cli.tenantArgs);
        return 2;
      }
      return code;
    }
    case 'api-key': {
      const code = await withBackend(() => apiKeyCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) break;
      return code;
    }
    case 'access-report':
    case 'access-verify': {
      const code = await withBackend(() => accessCommand(processWiring(), command, args, (line) => console.log(line)));
      if (code === undefined) {
        console.error(accessRecordMessages.usage);
        return 2;
      }
      return code;
    }
    case 'messages': {
      const code = await withBackend(() => messagesCommand(processWiring(), args, (line) => console.log(line)));
      if (code === undefined) break;
      return code;
    }
  }
  console.error(usage);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
