import { Agent, request } from 'node:http';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { benchTenant, importBenchTenant } from './bench-tenant.ts';
import { startRecording, stopRecording } from './capacity-meter.ts';
import { page30Values } from './save-bench.ts';
import { percentile } from './stats.ts';
import { line } from './table.ts';

/**
 * Deadline day (issue 6, stepped by issue 20 item 5): applicants arrive through the local server at a rate stepped up
 * (300, 600, 900 ... a minute, each step WINDOW_S seconds long), each temp-saving their page, saving it, then
 * submitting; one in ten double-clicks Submit (two concurrent complete calls). Each step prints p50/p99 and an
 * integrity count read back from the store (submitted = expected, duplicate submissions or numbers 0, lost saves 0);
 * the steps stop at the first error or p99 over 3 s, and the knee is the last rate before it.
 */
const RATES = (process.env.BENCH_SPIKE_RATES ?? '300,600,900,1200,1800,2400,3000,3600').split(',').map(Number);
const WINDOW_S = Number(process.env.BENCH_SPIKE_WINDOW_S ?? 20);
export const SPIKE_P99_LIMIT_MS = 3000;
/** The goal: no error at three times 300 applicants a minute. */
export const SPIKE_GOAL_RATE = 900;
/** Sockets the simulated browsers share (a browser keeps ~6 per host; many people behind one machine's stack). */
const SOCKETS = 64;

type Kind = 'temp' | 'save' | 'complete';

export interface SpikeStep {
  rate: number;
  applicants: number;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** The final submissions alone (applicant/complete), double clicks included. */
  submitP50: number;
  submitP99: number;
  failures: string[];
  submitted: number;
  duplicates: number;
  lost: number;
  mismatched: number;
  writeUnits: number;
  readUnits: number;
  /** Why the step is the knee's far side, or undefined when it held. */
  broke?: string;
}

export interface SpikeResult {
  steps: SpikeStep[];
  /** The highest rate that held (no error, integrity whole, p99 within the limit). */
  knee?: number;
  goalMet: boolean;
}

export async function runDeadlineSpikeBench(opts: { port: number }): Promise<SpikeResult> {
  await importBenchTenant();
  console.log(`\n마감 직전 폭주, 단계별 (단계마다 ${WINDOW_S}초 동안 분당 N명 도착, 10명 중 1명은 제출을 두 번 누름; 첫 오류나 p99 ${SPIKE_P99_LIMIT_MS / 1000}초 초과에서 멈춤)`);
  const widths = [10, 8, 8, 11, 11, 11, 8, 26];
  console.log(line(['분당', '지원자', '요청', 'p50', 'p99', 'max', '실패', '제출/전체, 중복, 유실'], widths));
  const steps: SpikeStep[] = [];
  for (const rate of RATES) {
    const { ids: _ids, startedAt: _at, ...step } = await runSpikeStep(opts.port, rate);
    steps.push(step);
    console.log(
      line(
        [
          String(rate),
          String(step.applicants),
          String(step.requests),
          `${step.p50.toFixed(0)} ms`,
          `${step.p99.toFixed(0)} ms`,
          `${step.max.toFixed(0)} ms`,
          String(step.failures.length),
          `${step.submitted}/${step.applicants}, ${step.duplicates}, ${step.lost}`,
        ],
        widths,
      ) + (step.broke ? `  ← ${step.broke}` : ''),
    );
    for (const f of step.failures.slice(0, 3)) console.log(`  ${f}`);
    if (step.broke) break;
  }
  const held = steps.filter((s) => !s.broke);
  const knee = held.at(-1)?.rate;
  const broke = steps.find((s) => s.broke);
  const goalStep = steps.find((s) => s.rate >= SPIKE_GOAL_RATE);
  const goalMet = Boolean(goalStep && !goalStep.broke);
  console.log(
    broke
      ? `무릎: ${knee ? `분당 ${knee}명까지 오류 없이 p99 ${SPIKE_P99_LIMIT_MS / 1000}초 이하` : '첫 단계부터 못 버팀'}, 분당 ${broke.rate}명에서 ${broke.broke}`
      : `무릎: 분당 ${knee}명까지 모든 단계 통과 (그 위는 재지 않음: BENCH_SPIKE_RATES로 더 올림)`,
  );
  console.log(`목표(분당 ${SPIKE_GOAL_RATE}명에서 오류 0): ${goalMet ? '충족' : goalStep ? '미충족' : '재지 않음'}; 모든 단계의 무결성: ${steps.every((s) => s.submitted === s.applicants && s.duplicates === 0 && s.lost === 0 && s.mismatched === 0) ? '충족' : '미충족'}`);
  return { steps, knee, goalMet };
}

/**
 * One step: `rate` applicants a minute arriving evenly for `windowS` seconds, each through temp, save and submit; with
 * the applicants' ids (the mail part follows their receipts).
 */
export async function runSpikeStep(port: number, rate: number, windowS = WINDOW_S): Promise<SpikeStep & { ids: number[]; startedAt: number }> {
  const applicants = Math.max(1, Math.round((rate * windowS) / 60));
  const arrivalMs = windowS * 1000;
  const host = `${benchTenant.domainKey}.localhost:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  // Applicants exist before the spike (the auth step has its own figures): written straight to the store.
  // Sixteen at a time: hundreds of direct writes at once would time out connecting to DynamoDB Local before the step.
  const people: { id: number; token: string }[] = [];
  while (people.length < applicants) {
    const batch = Math.min(16, applicants - people.length);
    people.push(...(await Promise.all(Array.from({ length: batch }, () => createTestApplicant(benchTenant.id, benchTenant.projectId, benchTenant.page30TaskId, '김마감', 3600)))));
  }
  const samples: Record<Kind, number[]> = { temp: [], save: [], complete: [] };
  const failures: string[] = [];
  const post = (kind: Kind, path: string, token: string, body: unknown) =>
    new Promise<{ status: number; json: any }>((resolve) => {
      const data = JSON.stringify(body);
      const t = performance.now();
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path, agent, headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), applicantToken: token } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            samples[kind].push(performance.now() - t);
            const text = Buffer.concat(chunks).toString('utf8');
            let json: any = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = { message: text.slice(0, 120) };
            }
            resolve({ status: res.statusCode ?? 0, json });
          });
        },
      );
      // A dropped connection is a failed request of the step, not the bench's end.
      req.on('error', (e) => resolve({ status: 0, json: { message: String(e) } }));
      req.end(data);
    });

  const answers = new Map<number, string[]>();
  const journey = async (a: { id: number; token: string }, i: number) => {
    await new Promise((r) => setTimeout(r, (arrivalMs * i) / applicants));
    const temp = await post('temp', `/api/app/applicant/update/${a.id}`, a.token, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: page30Values.english_name } });
    if (temp.status !== 200) return void failures.push(`temp ${a.id}: ${temp.status} ${JSON.stringify(temp.json)}`);
    const save = await post('save', `/api/app/applicant/update/${a.id}`, a.token, { pageIndex: 0, saveType: 'save', version: temp.json.version, values: page30Values });
    if (save.status !== 200) return void failures.push(`save ${a.id}: ${save.status} ${JSON.stringify(save.json)}`);
    const clicks = i % 10 === 0 ? 2 : 1;
    const results = await Promise.all(Array.from({ length: clicks }, () => post('complete', `/api/app/applicant/complete/${a.id}`, a.token, {})));
    answers.set(a.id, results.map((r) => (r.status === 200 && r.json?.result === 'Y' ? r.json.applicant_number : `HTTP ${r.status} ${r.json?.result ?? r.json?.message}`)));
  };

  const recorder = startRecording();
  const startedAt = Date.now();
  const started = performance.now();
  await Promise.all(people.map(journey));
  const seconds = (performance.now() - started) / 1000;
  stopRecording();
  agent.destroy();

  // Integrity from the store, not from the answers.
  const repos = processWiring().reposFor(benchTenant.id);
  let submitted = 0;
  let duplicates = 0;
  let lost = 0;
  let mismatched = 0;
  const numbers = new Set<string>();
  for (const a of people) {
    const [record, history, page] = await Promise.all([repos.applicants.get(a.id), repos.submissions.list(a.id), repos.answers.getPage(a.id, 0)]);
    if (record?.status === 'Y') submitted++;
    if (history.length > 1) duplicates += history.length - 1;
    if (record?.applicantNumber) {
      if (numbers.has(record.applicantNumber)) duplicates++;
      numbers.add(record.applicantNumber);
    }
    if (!page || page.version !== 2 || page.values.last_company !== page30Values.last_company) lost++;
    const given = answers.get(a.id) ?? [];
    if (given.some((n) => n !== record?.applicantNumber)) mismatched++;
  }

  const all = [...samples.temp, ...samples.save, ...samples.complete].sort((x, y) => x - y);
  const submits = [...samples.complete].sort((x, y) => x - y);
  const p99 = percentile(all, 99);
  const integrityBroken = submitted !== applicants || duplicates > 0 || lost > 0 || mismatched > 0;
  const broke = failures.length
    ? `첫 오류 (${failures.length}건)`
    : integrityBroken
      ? '무결성 깨짐'
      : p99 > SPIKE_P99_LIMIT_MS
        ? `p99 ${(p99 / 1000).toFixed(1)}초 > ${SPIKE_P99_LIMIT_MS / 1000}초`
        : undefined;
  return {
    rate,
    applicants,
    requests: all.length,
    seconds,
    p50: percentile(all, 50),
    p99,
    max: all.at(-1) ?? 0,
    submitP50: percentile(submits, 50),
    submitP99: percentile(submits, 99),
    failures,
    submitted,
    duplicates,
    lost,
    mismatched,
    writeUnits: recorder.records.reduce((n, r) => n + r.write, 0),
    readUnits: recorder.records.reduce((n, r) => n + r.read, 0),
    broke,
    ids: people.map((a) => a.id),
    startedAt,
  };
}
