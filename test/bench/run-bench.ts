import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { documentClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { keys, type ItemKey } from '../../functions/src/adapters/dynamodb/keys.ts';
import { config } from '../../functions/src/config.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { ms, timeMany } from './stats.ts';
import { runSaveBench } from './save-bench.ts';
import { runFormRenderBench } from './form-render-bench.ts';
import { runDeadlineSpikeBench, type SpikeResult } from './deadline-spike-bench.ts';
import { measureCallCosts, printCostModel, printMemorySizing } from './cost-journey.ts';
import { runPartitionHeatBench } from './partition-heat-bench.ts';
import { runCodeSendingBench } from './code-sending-bench.ts';
import { runChallengeBench } from './challenge-bench.ts';
import { runBudgetsBench } from './budgets-bench.ts';
import { runFuzzBench } from './fuzz-bench.ts';
import { runMailSpikeBench } from './mail-spike-bench.ts';
import { runDeadlineSweepBench } from './deadline-sweep-bench.ts';
import { runCredentialsBench } from './credentials-bench.ts';
import { runExportBench } from './export-bench.ts';
import { recordFigures } from '../support/figures.ts';
import { budgetFiguresForDocs } from './budgets-figures.ts';

/**
 * `npm run bench`: read endpoints through the local server (HTTP -> API Gateway event -> middy
 * handler -> DynamoDB Local) beside the same DynamoDB reads done directly. Prints p50/p99 and
 * the ratio; target: the handler path adds at most 50% (ratio <= 1.5) over the raw reads.
 */
const N = Number(process.env.BENCH_N ?? 300);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const port = await freePort();
const portal = await bootLocal({ dataDir, port, inMemory: true, runJobs: false });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const host = `demo.localhost:${port}`;

const get = (path: string) =>
  new Promise<void>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 || res.statusCode === 302 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
    })
      .on('error', reject)
      .end();
  });

/** BENCH_ONLY=budgets|reads|save|render|mail|spike|cost|heat|sweep|export|codes|challenge|credentials|fuzz runs one part (comma list); unset runs all. */
const only = new Set((process.env.BENCH_ONLY ?? 'budgets,reads,save,render,mail,spike,cost,heat,sweep,export,codes,challenge,credentials,fuzz').split(','));

try {
  // Issue 20: the budgets (landing JavaScript, Lambda bundles, module init) first, before the load parts warm things up.
  if (only.has('budgets')) recordFigures('budgets', budgetFiguresForDocs(await runBudgetsBench({ port })));
  if (only.has('reads')) await runReadBench();
  // Issue 4: the application form's save endpoint, then the 300-field page in Chromium.
  if (only.has('save')) await runSaveBench({ port, n: N });
  if (only.has('render')) await runFormRenderBench({ port });
  // Issue 42: the deadline spike with mail on, before the parts that leave receipts and codes waiting (it counts the tenant's).
  if (only.has('mail')) {
    const mail = await runMailSpikeBench({ port, portal });
    recordFigures('mail', { ...mail, phases: mail.phases.map(({ backlog, ...p }) => ({ ...p, oldestWaitSeconds: Math.max(0, ...backlog.map(([, , age]) => age)) })) });
  }
  // Issue 6: deadline day, hundreds of applicants saving and submitting at once, stepped up to the knee (issue 20).
  let spike: SpikeResult | undefined;
  if (only.has('spike')) {
    spike = await runDeadlineSpikeBench({ port });
    recordFigures('spike', { ...spike, steps: spike.steps.map(({ failures, ...s }) => ({ ...s, failures: failures.length, firstFailure: failures[0] })) });
  }
  // Issue 20: each call of an application metered alone, then dollars per 10,000 applications.
  if (only.has('cost')) {
    const first = spike?.steps[0];
    const spikeUse = first && { applicants: first.applicants, writeUnits: first.writeUnits, readUnits: first.readUnits, requests: first.requests };
    const callCosts = await measureCallCosts(port);
    recordFigures('cost', printCostModel(callCosts, spikeUse));
    recordFigures('memory', printMemorySizing(callCosts));
  }
  // Issue 17: capacity units per partition key at each step, and at a large organisation's deadline.
  if (only.has('heat')) await runPartitionHeatBench({ port });
  // Issue 45: the deadline sweep of 10,000 drafts over 20 projects of 3 tenants, one unit per tenant and project.
  if (only.has('sweep')) await runDeadlineSweepBench();
  // Issue 45 item 5: an export of 100,000 applications as a job (parts on S3, continuations), downloaded in Chromium.
  if (only.has('export')) recordFigures('export', { ...(await runExportBench({ port })) });
  // Issue 40: 3,000 new applicants' codes within a minute from 300 addresses, under the default code limits.
  if (only.has('codes')) recordFigures('codes', { ...(await runCodeSendingBench({ port })) });
  // Issue 40: what the proof-of-work challenge costs an honest phone-profile browser, beside the one-second median.
  if (only.has('challenge')) recordFigures('challenge', { ...(await runChallengeBench({ port })) });
  // Issue 20: the contract fuzz at five times the requests of npm test (FUZZ_SCALE).
  // Issue 44: what tenant-scoped credentials add to a tenant's first call and to every call.
  if (only.has('credentials')) recordFigures('credentials', { ...(await runCredentialsBench()) });
  if (only.has('fuzz')) await runFuzzBench();
} finally {
  agent.destroy();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function runReadBench(): Promise<void> {
  const tenant = (await processWiring().directory.findByDomainKey('demo'))!;
  const repos = processWiring().reposFor(tenant.id);
  const posting = (await repos.postings.list()).find((p) => p.status === 'Y')!;
  const board = (await repos.boards.list('notice', 1, 1)).items[0]!;
  const project = (await repos.projects.list())[0]!;
  const client = documentClient();
  const TableName = config().TABLE_NAME;
  const getItem = (key: ItemKey) => client.send(new GetCommand({ TableName, Key: keys.tableKey(tenant.id, key) }));
  const queryPrefix = (p: ItemKey) => {
    const { pk, sk } = keys.tableKey(tenant.id, p);
    return client.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': pk, ':p': sk } }));
  };
  const gsiPk = keys.boardListGsiPk(tenant.id, 'notice');
  const boardPage = async () => {
    await client.send(new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsiPk }, Select: 'COUNT' }));
    await client.send(new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsiPk }, ScanIndexForward: false, Limit: 10 }));
  };

  const cases: { name: string; path: string; raw: () => Promise<unknown> }[] = [
    { name: 'checkHostname', path: '/api/app/checkHostname', raw: () => Promise.all([getItem(keys.company()), queryPrefix(keys.popupPrefix())]) },
    { name: 'recruits/{companyId}', path: `/api/app/recruits/${tenant.id}`, raw: () => queryPrefix(keys.postingPrefix()) },
    { name: 'recruit/{noticeId}', path: `/api/app/recruit/${posting.id}`, raw: () => getItem(keys.posting(posting.id)) },
    { name: 'boards/notice/{companyId}', path: `/api/app/boards/notice/${tenant.id}`, raw: boardPage },
    { name: 'board/{id}', path: `/api/app/board/${board.id}`, raw: () => getItem(keys.boardPost(board.id)) },
    { name: 'projects', path: '/api/app/projects', raw: () => queryPrefix(keys.projectPrefix()) },
    { name: 'project/{id}', path: `/api/app/project/${project.id}`, raw: () => queryPrefix(keys.project(project.id)) },
    { name: 'code/board/qna', path: '/api/app/code/board/qna', raw: () => getItem(keys.boardOptions('qna')) },
  ];

  console.log(`\n읽기 엔드포인트 지연 (요청 ${N}회씩, 순차, DynamoDB Local)`);
  console.log(`${'endpoint'.padEnd(28)}${'handler p50'.padStart(12)}${'p99'.padStart(11)}${'raw p50'.padStart(11)}${'p99'.padStart(11)}${'ratio p50'.padStart(11)}${'ratio p99'.padStart(11)}`);
  let worst = 0;
  for (const c of cases) {
    const h = await timeMany(N, () => get(c.path));
    const r = await timeMany(N, c.raw);
    const r50 = h.p50 / r.p50;
    const r99 = h.p99 / r.p99;
    worst = Math.max(worst, r50);
    console.log(`${c.name.padEnd(28)}${ms(h.p50)}  ${ms(h.p99)} ${ms(r.p50)} ${ms(r.p99)}${r50.toFixed(2).padStart(10)}x${r99.toFixed(2).padStart(10)}x`);
  }
  console.log(`\n가장 큰 p50 비율: ${worst.toFixed(2)}x (목표 1.50x 이하: ${worst <= 1.5 ? '충족' : '미충족'})`);
}
