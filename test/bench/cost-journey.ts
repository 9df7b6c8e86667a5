import { request } from 'node:http';
import { createTestApplicant } from '../support/test-applicants.ts';
import { waitFor } from '../support/wait-for.ts';
import { benchTenant, importBenchTenant } from './bench-tenant.ts';
import { startRecording, stopRecording, type CapacityRecorder } from './capacity-meter.ts';
import { classifyCalls, COST_LIMIT_PER_10K, costPer10k, LIST_PRICES, type CostLine, type Usage } from './cost-model.ts';
import { page30Values } from './save-bench.ts';
import { line } from './table.ts';
import { routes } from '../../functions/src/http/routes.ts';
import { CLASS_SIZING, capacityOf } from '../../infra/lib/capacity.ts';
import { memoryFor, modeledMs, sizeClasses, CPU_STRETCH_LIMIT_MS } from './memory-sizing.ts';

/**
 * The cost model's measurements (issue 20 item 5): one applicant at a time goes through every call an application
 * makes, each call metered alone (DynamoDB units, AWS SDK calls) and timed (the quiet machine's latency stands in
 * for the Lambda's billed duration, an upper bound: it includes the local HTTP hop). A journey model then says how
 * often an application makes each call; both are printed, so the figure can be re-derived with other assumptions.
 */
export type CallKind =
  | 'checkHostname'
  | 'recruits'
  | 'project'
  | 'getTime'
  | 'verifyRequest'
  | 'verifyConfirm'
  | 'create'
  | 'openForm'
  | 'draft'
  | 'temp'
  | 'save'
  | 'uploadUrl'
  | 's3Put'
  | 'confirmUpload'
  | 'complete'
  | 'mails';

/**
 * Calls that are not a Lambda invocation of their own: the browser's PUT goes to S3 itself, with the presigned
 * address; the mails are sent by the delivery job from the outbox (a stream batch's invocation sends many).
 */
const OFF_LAMBDA = new Set<CallKind>(['s3Put', 'mails']);

/** How often one application makes each call: 2 visits, a 3-page form, a server draft every 15 s for 3 minutes a page, 3 files. */
export const JOURNEY: Record<CallKind, number> = {
  checkHostname: 2,
  recruits: 2,
  project: 1,
  getTime: 2,
  verifyRequest: 1,
  verifyConfirm: 1,
  create: 1,
  openForm: 3,
  draft: 36,
  temp: 3,
  save: 3,
  uploadUrl: 3,
  s3Put: 3,
  confirmUpload: 3,
  complete: 1,
  // The mails one application's journey made the delivery send, counted where they arrived (the SES stand-in).
  mails: 1,
};
export const JOURNEY_TEXT =
  '방문 2회, 3쪽 양식(쪽마다 열기·임시저장·저장 1회, 3분 작성 중 15초마다 서버 초안 = 36회), 파일 3개(사진 1, 증빙 2: 주소 발급·S3 PUT·검사), 인증 메일 1통, 최종 제출 1회(접수 메일 1통)';

/** Applicants the quiet pass takes through the calls (BENCH_COST_APPLICANTS). */
const APPLICANTS = Number(process.env.BENCH_COST_APPLICANTS ?? 8);

interface CallUse {
  count: number;
  writeUnits: number;
  readUnits: number;
  ms: number;
  /** This process's CPU during the call (the local server, the handler and the SDK; DynamoDB Local is a process apart). */
  cpuMs: number;
  calls: Record<string, number>;
}

let serial = 0;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

export async function measureCallCosts(port: number): Promise<Record<CallKind, CallUse>> {
  await importBenchTenant();
  const host = `${benchTenant.domainKey}.localhost:${port}`;
  const send = (method: string, path: string, body?: unknown, token?: string) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { host, ...(data ? { 'content-type': 'application/json' } : {}), ...(token ? { applicantToken: token } : {}) };
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            /* a text answer */
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      });
      req.on('error', reject);
      req.end(data);
    });

  const use = {} as Record<CallKind, CallUse>;
  const useOf = (kind: CallKind) => (use[kind] ??= { count: 0, writeUnits: 0, readUnits: 0, ms: 0, cpuMs: 0, calls: {} });
  /** One call, metered and timed on its own; a non-2xx answer stops the bench (the model would count a failure). */
  const metered = async (kind: CallKind, method: string, path: string, body?: unknown, token?: string) => {
    const rec: CapacityRecorder = startRecording();
    const cpu = process.cpuUsage();
    const t = performance.now();
    const r = await send(method, path, body, token);
    const ms = Math.ceil(performance.now() - t);
    const spent = process.cpuUsage(cpu);
    stopRecording();
    if (r.status < 200 || r.status >= 300) throw new Error(`cost journey: ${kind} answered ${r.status} ${JSON.stringify(r.json).slice(0, 200)}`);
    const u = useOf(kind);
    u.count++;
    u.ms += ms;
    u.cpuMs += (spent.user + spent.system) / 1000;
    for (const x of rec.records) {
      u.writeUnits += x.write;
      u.readUnits += x.read;
    }
    for (const [c, n] of Object.entries(rec.calls)) u.calls[c] = (u.calls[c] ?? 0) + n;
    return r;
  };

  for (let i = 0; i < APPLICANTS; i++) {
    const n = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(serial++ % 10);
    const email = `cost${n}@example.com`;
    await metered('checkHostname', 'GET', '/api/app/checkHostname');
    await metered('recruits', 'GET', `/api/app/recruits/${benchTenant.id}`);
    await metered('project', 'GET', `/api/app/project/${benchTenant.projectId}`);
    await metered('getTime', 'POST', `/api/app/getTime/${benchTenant.projectId}`);
    await metered('verifyRequest', 'POST', '/api/app/verify/request/email', { project_id: benchTenant.projectId, type: 'applicant_certification', recv_info: email });
    const code = await waitFor(`the code sent to ${email}`, async () => {
      const outbox = (await send('GET', '/dev/outbox.json')).json as { to: string; body: string }[];
      return /(\d{6})/.exec(outbox.find((e) => e.to === email)?.body ?? '')?.[1];
    });
    await metered('verifyConfirm', 'POST', '/api/app/verify/confirm/email', { request_info: code, recv_info: email, type: 'applicant_certification' });
    const created = await metered('create', 'POST', `/api/app/applicant/create/${benchTenant.page30TaskId}`, {
      project_id: benchTenant.projectId,
      agreements: 'Y',
      agreement_ids: [...benchTenant.agreementIds],
      name: '김비용',
      phone: `0108${n}`,
      email,
      password: 'jiwon-apply-26',
      password_confirmation: 'jiwon-apply-26',
    });
    const id = created.json.id as number;
    const token = created.json.access_token as string;
    await metered('openForm', 'POST', `/api/app/applicant/open-form/${id}`, { taskId: benchTenant.page30TaskId, pageIndex: 0 }, token);
    for (let d = 0; d < 3; d++) await metered('draft', 'POST', `/api/app/applicant/draft/${id}`, { pageIndex: 0, version: 0, values: { english_name: `${page30Values.english_name}${d}` } }, token);
    const temp = await metered('temp', 'POST', `/api/app/applicant/update/${id}`, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: page30Values.english_name } }, token);
    await metered('save', 'POST', `/api/app/applicant/update/${id}`, { pageIndex: 0, saveType: 'save', version: temp.json.version, values: page30Values }, token);
    const done = await metered('complete', 'POST', `/api/app/applicant/complete/${id}`, {}, token);
    if (done.json?.result !== 'Y') throw new Error(`cost journey: complete answered ${JSON.stringify(done.json)}`);
    // The code and the receipt go out through the outbox after their requests: counted once they reached SES.
    const mails = await waitFor(`the receipt mailed to ${email}`, async () => {
      const sent = ((await send('GET', '/dev/outbox.json')).json as { channel: string; to: string }[]).filter((e) => e.channel === 'email' && e.to === email);
      return sent.length >= 2 ? sent.length : undefined;
    });
    const m = useOf('mails');
    m.count++;
    m.calls['SESv2Client SendEmailCommand'] = (m.calls['SESv2Client SendEmailCommand'] ?? 0) + mails;

    // Uploads, on the bench's file task (an applicant of its own, written straight to the store).
    const uploader = await createTestApplicant(benchTenant.id, benchTenant.projectId, benchTenant.filesTaskId, '김첨부', 3600);
    const files = [
      { field: 'photo', filename: '사진.jpg', contentType: 'image/jpeg', body: JPEG },
      { field: 'documents', filename: '경력증명서.pdf', contentType: 'application/pdf', body: PDF },
      { field: 'documents', filename: '자격증.pdf', contentType: 'application/pdf', body: PDF },
    ];
    for (const f of files) {
      const signed = await metered('uploadUrl', 'POST', `/api/app/applicant/upload-url/${uploader.id}`, { pageIndex: 0, upload_type: f.field, filename: f.filename, size: f.body.length, contentType: f.contentType }, uploader.token);
      const { url, headers, key } = signed.json as { url: string; headers: Record<string, string>; key: string };
      const t = performance.now();
      const put = await fetch(url, { method: 'PUT', headers, body: f.body });
      if (put.status !== 200) throw new Error(`cost journey: the upload's PUT answered ${put.status} ${await put.text()}`);
      // The browser's PUT is an S3 PUT request, billed as the SDK's PutObject would be.
      const u = useOf('s3Put');
      u.count++;
      u.ms += Math.ceil(performance.now() - t);
      u.calls['S3Client PutObjectCommand'] = (u.calls['S3Client PutObjectCommand'] ?? 0) + 1;
      await metered('confirmUpload', 'POST', `/api/app/applicant/upload/${uploader.id}`, { pageIndex: 0, upload_type: f.field, key, filename: f.filename }, uploader.token);
    }
  }
  return use;
}

/** The function each call is (its contract id), so its capacity class and the stack's memory for it. */
const ROUTE_OF: Record<Exclude<CallKind, 's3Put' | 'mails'>, string> = {
  checkHostname: 'CheckHostname',
  recruits: 'ListRecruits',
  project: 'GetProject',
  getTime: 'GetTime',
  verifyRequest: 'RequestVerification',
  verifyConfirm: 'ConfirmVerification',
  create: 'CreateApplicant',
  openForm: 'OpenFormPage',
  draft: 'SaveDraft',
  temp: 'SaveApplicantPage',
  save: 'SaveApplicantPage',
  uploadUrl: 'CreateUploadUrl',
  confirmUpload: 'ConfirmUpload',
  complete: 'CompleteApplicant',
};

/**
 * Memory from measurement (memory-sizing.ts): each call's CPU and wall time, its duration modeled at 512 MB, 1,024 MB
 * and a whole vCPU, and per class the memory the measurement asks for beside the stack's (infra/lib/capacity.ts).
 */
export function printMemorySizing(use: Record<CallKind, CallUse>): { classes: { capacity: string; cpuMs: number; measuredMb: number; stackMb: number }[]; matches: boolean } {
  console.log(`\nLambda 메모리 (호출마다 이 프로세스의 CPU 시간; 1,769 MB 미만에서는 CPU가 메모리에 비례해 늘어남, 늘어남 한도 ${CPU_STRETCH_LIMIT_MS} ms)`);
  const widths = [16, 15, 9, 9, 11, 11, 11, 9];
  console.log(line(['call', 'class', 'wall', 'cpu', '@512 MB', '@1024 MB', '@1769 MB', 'memory'], widths));
  const calls: { capacity: ReturnType<typeof capacityOf>; cpuMs: number }[] = [];
  for (const [kind, id] of Object.entries(ROUTE_OF) as [Exclude<CallKind, 's3Put' | 'mails'>, string][]) {
    const route = routes.find((r) => r.id === id);
    const c = use[kind];
    if (!route || !c?.count) throw new Error(`memory sizing: no route ${id} or no measurement of ${kind}`);
    const wall = c.ms / c.count;
    const cpu = c.cpuMs / c.count;
    calls.push({ capacity: capacityOf(route), cpuMs: cpu });
    const at = (mb: number) => `${modeledMs(wall, cpu, mb).toFixed(1)} ms`;
    console.log(line([kind, capacityOf(route), `${wall.toFixed(1)}`, `${cpu.toFixed(1)}`, at(512), at(1024), at(1769), `${memoryFor(cpu)} MB`], widths));
  }
  const classes = [...sizeClasses(calls)].map(([capacity, s]) => ({ capacity, cpuMs: s.cpuMs, measuredMb: s.memoryMb, stackMb: CLASS_SIZING[capacity].memoryMb }));
  // Identification is sized by its scrypt (CPU by design, 1,769 MB): a measurement asking for less does not lower it.
  const matches = classes.every((c) => c.stackMb === c.measuredMb || (c.capacity === 'identification' && c.stackMb >= c.measuredMb));
  console.log(`등급별: ${classes.map((c) => `${c.capacity} CPU ${c.cpuMs.toFixed(1)} ms → ${c.measuredMb} MB (스택 ${c.stackMb} MB)`).join(', ')} — ${matches ? '스택과 일치' : '스택과 다름: infra/lib/capacity.ts를 고칠 것'}`);
  return { classes, matches };
}

/** The memory the stack gives the call's function (its capacity class, infra/lib/capacity.ts). */
const memoryOf = (kind: Exclude<CallKind, 's3Put' | 'mails'>): number => {
  const route = routes.find((r) => r.id === ROUTE_OF[kind]);
  if (!route) throw new Error(`cost journey: no route ${ROUTE_OF[kind]}`);
  return CLASS_SIZING[capacityOf(route)].memoryMb;
};

/** The model's usage per application: each call's mean use times how often the journey makes it. */
export function usagePerApplication(use: Record<CallKind, CallUse>, journey: Record<CallKind, number> = JOURNEY): Usage {
  const u: Usage = { writeUnits: 0, readUnits: 0, invocations: 0, lambdaMs: 0, mbMs: 0, s3Writes: 0, s3Reads: 0, emails: 0 };
  for (const [kind, times] of Object.entries(journey) as [CallKind, number][]) {
    const c = use[kind];
    if (!c || !c.count) throw new Error(`cost journey: no measurement of ${kind}`);
    const per = (x: number) => (x / c.count) * times;
    const sdk = classifyCalls(c.calls);
    u.writeUnits += per(c.writeUnits);
    u.readUnits += per(c.readUnits);
    if (!OFF_LAMBDA.has(kind)) {
      u.invocations += times;
      u.lambdaMs += per(c.ms);
      u.mbMs += per(c.ms) * memoryOf(kind as Exclude<CallKind, 's3Put' | 'mails'>);
    }
    u.s3Writes += per(sdk.s3Writes);
    u.s3Reads += per(sdk.s3Reads);
    u.emails += per(sdk.emails);
  }
  return u;
}

/** Prints each call's measured use, the journey model and the dollars per 10,000 applications beside the limit. */
export function printCostModel(
  use: Record<CallKind, CallUse>,
  spike?: { applicants: number; writeUnits: number; readUnits: number; requests: number },
): { total: number; limit: number; lines: CostLine[]; usage: Usage; region: string; journey: string; applicants: number } {
  console.log(`\n비용 모델 (호출마다 따로 측정, 지원자 ${APPLICANTS}명, 조용한 상태의 지연을 Lambda 과금 시간으로 봄)`);
  const widths = [16, 8, 10, 10, 10, 8, 8];
  console.log(line(['call', 'times', 'WRU', 'RRU', 'ms', 'S3', 'SES'], widths));
  for (const [kind, times] of Object.entries(JOURNEY) as [CallKind, number][]) {
    const c = use[kind];
    const sdk = classifyCalls(c.calls);
    const mean = (x: number) => (x / c.count).toFixed(2);
    console.log(line([kind, String(times), mean(c.writeUnits), mean(c.readUnits), mean(c.ms), mean(sdk.s3Writes + sdk.s3Reads), mean(sdk.emails)], widths));
  }
  console.log(`지원 한 건의 모형: ${JOURNEY_TEXT}`);
  if (spike) {
    // The spike's deadline calls (temp, save, complete, one in ten clicking twice) counted under load: a cross-check.
    const deadline = (['temp', 'save', 'complete'] as const).reduce((s, k) => s + use[k].writeUnits / use[k].count, 0);
    console.log(
      `폭주 구간 실측(분당 첫 단계, 지원자 ${spike.applicants}명): 지원자당 WRU ${(spike.writeUnits / spike.applicants).toFixed(2)}, RRU ${(spike.readUnits / spike.applicants).toFixed(2)}, 요청 ${(spike.requests / spike.applicants).toFixed(2)} (조용한 측정의 임시저장+저장+제출 WRU ${deadline.toFixed(2)})`,
    );
  }
  const usage = usagePerApplication(use);
  const { lines, total } = costPer10k(usage);
  const w2 = [28, 14, 16];
  console.log(line(['item', '지원 1건', '$/지원 1만 건'], w2));
  for (const l of lines) console.log(line([l.item, l.perApplication, `$${l.dollarsPer10k.toFixed(3)}`], w2));
  console.log(`합계: 지원 1만 건에 $${total.toFixed(2)} (SMS 제외, us-east-1 온디맨드 정가; 목표 $${COST_LIMIT_PER_10K} 이하: ${total <= COST_LIMIT_PER_10K ? '충족' : `초과 +$${(total - COST_LIMIT_PER_10K).toFixed(2)}`})`);
  return { total, limit: COST_LIMIT_PER_10K, lines, usage, region: LIST_PRICES.region, journey: JOURNEY_TEXT, applicants: APPLICANTS };
}
