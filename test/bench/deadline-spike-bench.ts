import { Agent, request } from 'node:http';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { benchTenant, importBenchTenant } from './bench-tenant.ts';
import { page30Values } from './save-bench.ts';
import { percentile } from './stats.ts';
import { line } from './table.ts';

/**
 * Deadline day (issue 6): APPLICANTS applicants arrive over ARRIVAL_MS through the local server, each temp-saving
 * their page, saving it, then submitting; one in ten double-clicks Submit (two concurrent complete calls).
 * Prints throughput, p50/p99 per call and an integrity count read back from the store: submitted = expected,
 * duplicate submissions or numbers 0, lost saves 0.
 */
const APPLICANTS = Number(process.env.BENCH_SPIKE_APPLICANTS ?? 300);
const ARRIVAL_MS = Number(process.env.BENCH_SPIKE_ARRIVAL_MS ?? 30_000);
/** Sockets the simulated browsers share (a browser keeps ~6 per host; many people behind one machine's stack). */
const SOCKETS = 64;

type Kind = 'temp' | 'save' | 'complete';

export async function runDeadlineSpikeBench(opts: { port: number }): Promise<void> {
  const { port } = opts;
  await importBenchTenant();
  const host = `${benchTenant.domainKey}.localhost:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  // Applicants exist before the spike (the auth step has its own figures): written straight to the store.
  const people = await Promise.all(Array.from({ length: APPLICANTS }, () => createTestApplicant(benchTenant.id, benchTenant.projectId, benchTenant.page30TaskId, '김마감', 3600)));

  const samples: Record<Kind, number[]> = { temp: [], save: [], complete: [] };
  const failures: string[] = [];
  const post = (kind: Kind, path: string, token: string, body: unknown) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
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
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    });

  const answers = new Map<number, string[]>();
  const journey = async (a: { id: number; token: string }, i: number) => {
    await new Promise((r) => setTimeout(r, (ARRIVAL_MS * i) / APPLICANTS));
    const temp = await post('temp', `/api/app/applicant/update/${a.id}`, a.token, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: page30Values.english_name } });
    if (temp.status !== 200) return void failures.push(`temp ${a.id}: ${temp.status} ${JSON.stringify(temp.json)}`);
    const save = await post('save', `/api/app/applicant/update/${a.id}`, a.token, { pageIndex: 0, saveType: 'save', version: temp.json.version, values: page30Values });
    if (save.status !== 200) return void failures.push(`save ${a.id}: ${save.status} ${JSON.stringify(save.json)}`);
    const clicks = i % 10 === 0 ? 2 : 1;
    const results = await Promise.all(Array.from({ length: clicks }, () => post('complete', `/api/app/applicant/complete/${a.id}`, a.token, {})));
    answers.set(a.id, results.map((r) => (r.status === 200 && r.json?.result === 'Y' ? r.json.applicant_number : `HTTP ${r.status} ${r.json?.result ?? r.json?.message}`)));
  };

  const started = performance.now();
  await Promise.all(people.map(journey));
  const seconds = (performance.now() - started) / 1000;
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

  const total = samples.temp.length + samples.save.length + samples.complete.length;
  console.log(`\n마감 직전 폭주 (지원자 ${APPLICANTS}명, ${ARRIVAL_MS / 1000}초에 걸쳐 도착, 10명 중 1명은 제출을 두 번 누름)`);
  const widths = [18, 10, 12, 12, 12];
  console.log(line(['call', 'count', 'p50', 'p99', 'max'], widths));
  for (const kind of ['temp', 'save', 'complete'] as const) {
    const s = [...samples[kind]].sort((x, y) => x - y);
    console.log(line([kind, String(s.length), `${percentile(s, 50).toFixed(1)} ms`, `${percentile(s, 99).toFixed(1)} ms`, `${s.at(-1)!.toFixed(1)} ms`], widths));
  }
  console.log(`처리량: ${(total / seconds).toFixed(1)} 요청/초 (${total}건, ${seconds.toFixed(1)}초), 전원 제출까지 ${seconds.toFixed(1)}초 (목표: 1분 안)`);
  console.log(`무결성: 제출 ${submitted}/${APPLICANTS}, 중복 ${duplicates}, 유실 ${lost}, 응답과 다른 수험번호 ${mismatched}, 실패한 요청 ${failures.length}`);
  for (const f of failures.slice(0, 5)) console.log(`  ${f}`);
  const ok = submitted === APPLICANTS && duplicates === 0 && lost === 0 && mismatched === 0 && failures.length === 0;
  console.log(ok ? '무결성 충족' : '무결성 미충족');
}
