import { request } from 'node:http';

/**
 * Demo applicants in every state of the history (R5-1), made through the portal's own API as an applicant would make
 * them (SMS code from the local outbox, the auth save, a page save, the final submission, its cancel), so what a
 * person sees when identifying with the README's credentials is real data. Runs after the demo tenants were loaded;
 * an applicant who can already identify is left as it is.
 */
export interface DemoApplicant {
  state: 'submitted' | 'drafting' | 'cancelled';
  name: string;
  phone: string;
  email: string;
  password: string;
}

/** The README's table ('Demo applicants'): notice '2026년 청년 체험형 인턴' of http://demo.localhost:3000. */
export const demoApplicants: readonly DemoApplicant[] = [
  { state: 'submitted', name: '김제출', phone: '01090260001', email: 'submitted@demo.example.com', password: 'demo-submitted-26' },
  { state: 'drafting', name: '이작성', phone: '01090260002', email: 'drafting@demo.example.com', password: 'demo-drafting-26' },
  { state: 'cancelled', name: '박취소', phone: '01090260003', email: 'cancelled@demo.example.com', password: 'demo-cancelled-26' },
  { state: 'submitted', name: '최설문', phone: '01090260004', email: 'survey@demo.example.com', password: 'demo-survey-26' },
  { state: 'submitted', name: '정점수', phone: '01090260005', email: 'score@demo.example.com', password: 'demo-score-26' },
];
export const DEMO_HISTORY_PROJECT = 902;
const TASK = 9021;
const AGREEMENTS = [90201];
/** A loopback address of its own, so the seeding's code sends count against nobody else's per-address limit. */
const FROM = '127.0.0.250';

type Answer = { status: number; json: unknown };

/** Makes the demo applicants that cannot identify yet; answers every demo applicant's id by e-mail. */
export async function seedDemoApplicants(port: number, address: string, log: (line: string) => void = () => undefined): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // The own loopback source address only where the server listens on loopback.
  const from = address === '127.0.0.1' ? { localAddress: FROM } : {};
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        { host: address.replace(/^\[|\]$/g, ''), port, ...from, method, path, headers: { host: `demo.localhost:${port}`, ...(data ? { 'content-type': 'application/json' } : {}), ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = text;
            try {
              json = JSON.parse(text);
            } catch {
              /* not JSON */
            }
            resolve({ status: res.statusCode ?? 0, json });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  const must = async (what: string, answer: Promise<Answer>, ok = (a: Answer) => a.status === 200): Promise<Answer> => {
    const a = await answer;
    if (!ok(a)) throw new Error(`데모 지원자 준비 실패 (${what}): ${a.status} ${JSON.stringify(a.json).slice(0, 200)}`);
    return a;
  };

  for (const p of demoApplicants) {
    const known = await send('POST', '/api/app/applicant/check', { projectId: DEMO_HISTORY_PROJECT, name: p.name, phone: p.phone, email: p.email, password: p.password });
    if (known.status === 200) {
      ids.set(p.email, (known.json as { applicant: { id: number } }).applicant.id);
      continue;
    }
    await must('인증번호 요청', send('POST', '/api/app/verify/request/sms', { project_id: DEMO_HISTORY_PROJECT, type: 'applicant_certification', recv_info: p.phone }));
    const outbox = (await send('GET', '/dev/outbox.json')).json as { to: string; body?: string }[];
    const intl = `+82${p.phone.slice(1)}`;
    const code = /(\d{6})/.exec(outbox.find((e) => e.to === p.phone || e.to === intl)?.body ?? '')?.[1];
    if (!code) throw new Error(`데모 지원자 준비 실패: ${p.phone} 의 인증번호가 발송함에 없습니다.`);
    await must('인증번호 확인', send('POST', '/api/app/verify/confirm/sms', { request_info: code, recv_info: p.phone, type: 'applicant_certification' }));
    const created = await must(
      '지원자 생성',
      send('POST', `/api/app/applicant/create/${TASK}`, {
        project_id: DEMO_HISTORY_PROJECT,
        agreements: 'Y',
        agreement_ids: AGREEMENTS,
        name: p.name,
        phone: p.phone,
        email: p.email,
        password: p.password,
        password_confirmation: p.password,
      }),
      (a) => a.status === 200 && typeof (a.json as { access_token?: unknown }).access_token === 'string',
    );
    const { id, access_token: token } = created.json as { id: number; access_token: string };
    const auth = { applicanttoken: token };
    await must('1쪽 저장', send('POST', `/api/app/applicant/update/${id}`, { pageIndex: 0, saveType: p.state === 'drafting' ? 'temp' : 'save', version: 0, values: { english_name: 'Kim Demo', birthdate_year: '1999', birthdate_month: '03', birthdate_day: '15' } }, auth));
    if (p.state !== 'drafting') await must('최종제출', send('POST', `/api/app/applicant/complete/${id}`, {}, auth), (a) => (a.json as { result?: string }).result === 'Y');
    if (p.state === 'cancelled') await must('최종제출 취소', send('POST', '/api/app/applicant/cancel', {}, auth), (a) => (a.json as { result?: string }).result === 'success');
    ids.set(p.email, id);
    log(`  · 데모 지원자 ${p.name} (${p.state})`);
  }
  return ids;
}
