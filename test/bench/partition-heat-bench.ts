import { Agent, request } from 'node:http';
import { createTestApplicant } from '../support/test-applicants.ts';
import { benchApplicant, benchTenant, importBenchTenant } from './bench-tenant.ts';
import { startRecording, stopRecording } from './capacity-meter.ts';
import { heatByKey, projectLoad, RCU_LIMIT, WCU_LIMIT, type LoadModel, type PhaseUse } from './partition-heat.ts';
import { page30Values } from './save-bench.ts';
import { line } from './table.ts';

/**
 * Partition heat (issue 17): each step of an applicant's deadline-day path run for many applicants at once through
 * the local server, with every DynamoDB call's consumed capacity attributed to its partition key; then the same
 * units scaled to one large organisation's deadline (LARGE_ORG).
 */
const APPLICANTS = Number(process.env.BENCH_HEAT_APPLICANTS ?? 200);
const AUTH_APPLICANTS = Number(process.env.BENCH_HEAT_AUTH ?? 30);
const SOCKETS = 32;

/** 20,000 applicants typing at once (a draft every 15 s), 3,000 final submissions a minute, the rest in proportion. */
export const LARGE_ORG: LoadModel & { notes: string } = {
  population: 20_000,
  callsPerSecond: {
    draft: 20_000 / 15,
    complete: 3_000 / 60,
    auth: 3_000 / 60,
    open: 20_000 / 60,
    temp: 20_000 / 120,
    save: 20_000 / 120,
  },
  notes: '동시 작성 20,000명: 초안 15초마다, 페이지 열기 1분마다, 임시저장·저장 2분마다 1회씩; 최종 제출 분당 3,000건, 새 지원자(인증·생성) 분당 3,000명',
};

type Person = { id: number; token: string };

export async function runPartitionHeatBench(opts: { port: number }): Promise<void> {
  const { port } = opts;
  await importBenchTenant();
  const host = `${benchTenant.domainKey}.localhost:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  const post = (path: string, token: string, body: unknown) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = request({ host: '127.0.0.1', port, method: 'POST', path, agent, headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), applicantToken: token } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      });
      req.on('error', reject);
      req.end(data);
    });

  const phases: PhaseUse[] = [];
  const failures: string[] = [];
  /** Runs `call` for every person, SOCKETS at a time, recording the table's units meanwhile. */
  const phase = async <T>(step: string, people: T[], call: (p: T) => Promise<void>, sockets = SOCKETS) => {
    const recorder = startRecording();
    const started = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: Math.min(sockets, people.length) }, async () => {
      while (next < people.length) await call(people[next++]!);
    }));
    stopRecording();
    phases.push({ step, calls: people.length, seconds: (performance.now() - started) / 1000, records: recorder.records });
  };
  const expectOk = (step: string, p: Person, r: { status: number; json: any }) => {
    if (r.status !== 200) failures.push(`${step} ${p.id}: ${r.status} ${JSON.stringify(r.json)}`);
  };

  // The auth step through the public API (code request and confirm from the local outbox, then the applicant);
  // fewer at once, as benchApplicant's made-up phone numbers are unique among ten concurrent ones.
  await phase('auth', Array.from({ length: AUTH_APPLICANTS }, (_, i) => i), async () => {
    await benchApplicant(port, benchTenant.page30TaskId);
  }, 8);
  const people = await Promise.all(Array.from({ length: APPLICANTS }, () => createTestApplicant(benchTenant.id, benchTenant.projectId, benchTenant.page30TaskId, '김파티션', 3600)));
  const versions = new Map<number, number>();
  await phase('open', people, async (p) => expectOk('open', p, await post(`/api/app/applicant/open-form/${p.id}`, p.token, { taskId: benchTenant.page30TaskId, pageIndex: 0 })));
  await phase('draft', people, async (p) => expectOk('draft', p, await post(`/api/app/applicant/draft/${p.id}`, p.token, { pageIndex: 0, version: 0, values: page30Values })));
  await phase('temp', people, async (p) => {
    const r = await post(`/api/app/applicant/update/${p.id}`, p.token, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: page30Values.english_name } });
    expectOk('temp', p, r);
    versions.set(p.id, r.json?.version ?? 0);
  });
  await phase('save', people, async (p) => expectOk('save', p, await post(`/api/app/applicant/update/${p.id}`, p.token, { pageIndex: 0, saveType: 'save', version: versions.get(p.id) ?? 0, values: page30Values })));
  await phase('complete', people, async (p) => expectOk('complete', p, await post(`/api/app/applicant/complete/${p.id}`, p.token, {})));
  agent.destroy();

  printHeat(phases);
  printLargeOrg(phases);
  if (failures.length) {
    console.log(`실패한 요청 ${failures.length}건`);
    for (const f of failures.slice(0, 5)) console.log(`  ${f}`);
  }
}

const STEP_NAMES: Record<string, string> = { auth: '인증·지원서 생성', open: '지원서 열기', draft: '초안', temp: '임시저장', save: '저장', complete: '최종 제출' };
const f1 = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

function printHeat(phases: PhaseUse[]): void {
  console.log(`\n파티션 열기: 단계마다 지원자 ${APPLICANTS}명(인증은 ${AUTH_APPLICANTS}명)이 동시에, 호출마다 DynamoDB Local의 소비 용량을 파티션 키별로 (표와 색인)`);
  const widths = [18, 8, 10, 40, 10, 10, 13, 26];
  console.log(line(['단계', '호출', '호출/초', '가장 뜨거운 키 (색인)', 'WCU/호출', 'RCU/호출', '최고 WCU/s', 'AWS 한도에 닿는 호출/분'], widths));
  for (const p of phases) {
    const keys = heatByKey(p);
    const hottestWrite = keys[0];
    const hottestRead = [...keys].sort((a, b) => b.read - a.read)[0];
    for (const [k, kind] of [[hottestWrite, 'w'], [hottestRead, 'r']] as const) {
      if (!k || (kind === 'r' && k === hottestWrite)) continue;
      const perCallW = k.write / p.calls;
      const perCallR = k.read / p.calls;
      // A shared key reaches its limit at this many calls a minute; a personal key only by one person's own calls.
      const limitCalls = k.personal ? '한 사람의 키' : `${Math.floor((60 * Math.min(perCallW ? WCU_LIMIT / perCallW : Infinity, perCallR ? RCU_LIMIT / perCallR : Infinity))).toLocaleString('en-US')}`;
      console.log(line([kind === 'w' ? STEP_NAMES[p.step] ?? p.step : '', kind === 'w' ? String(p.calls) : '', kind === 'w' ? f1(p.calls / p.seconds) : '', `${k.className}${k.index === 'table' ? '' : ` (${k.index})`}`, perCallW.toFixed(2), perCallR.toFixed(2), f1(k.peakWritePerSecond), limitCalls], widths));
    }
  }
}

function printLargeOrg(phases: PhaseUse[]): void {
  const load = projectLoad(phases, LARGE_ORG);
  console.log(`\n큰 기관의 마감 모형 (${LARGE_ORG.notes})`);
  console.log(`초당 호출: ${Object.entries(LARGE_ORG.callsPerSecond).map(([s, r]) => `${STEP_NAMES[s] ?? s} ${f1(r)}`).join(', ')}`);
  const widths = [44, 12, 12, 8, 40];
  console.log(line(['키 종류 (색인)', 'WCU/s', 'RCU/s', '한도', '주된 단계 (WCU/s / RCU/s)'], widths));
  for (const c of load.slice(0, 10)) {
    const over = c.wcu > WCU_LIMIT || c.rcu > RCU_LIMIT;
    const weight = (u: { wcu: number; rcu: number }) => u.wcu / WCU_LIMIT + u.rcu / RCU_LIMIT;
    const top = Object.entries(c.bySteps).filter(([, u]) => weight(u) > 0).sort((a, b) => weight(b[1]) - weight(a[1])).slice(0, 2).map(([s, u]) => `${STEP_NAMES[s] ?? s} ${f1(u.wcu)}/${f1(u.rcu)}`).join(', ');
    console.log(line([`${c.className}${c.index === 'table' ? '' : ` (${c.index})`}${c.personal ? ' · 한 사람' : ''}`, f1(c.wcu), f1(c.rcu), over ? '초과' : '충족', top], widths));
  }
  const worst = load[0];
  const overAny = load.some((c) => c.wcu > WCU_LIMIT || c.rcu > RCU_LIMIT);
  if (worst) console.log(`가장 뜨거운 키 ${worst.className}: ${f1(worst.wcu)} WCU/s (한도 ${WCU_LIMIT}), ${f1(worst.rcu)} RCU/s (한도 ${RCU_LIMIT}) — ${overAny ? '한도 초과: 이 부하에서 스로틀됨' : '모든 키가 한도 안'}`);
}
