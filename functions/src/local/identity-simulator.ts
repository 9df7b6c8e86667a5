import { simulatorPage } from './simulator-page.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './read-body.ts';
import {
  openIdentityRequest,
  sealIdentityResult,
  type IdentityRequestToken,
  type SimulatedOutcome,
} from '../adapters/identity/local-identity-provider.ts';

/**
 * The local identity-verification simulator (local server only, never deployed), standing in for
 * the provider's popup pages:
 *
 * - POST /dev/identity          form field EncodeData = the sealed request from localIdentityProvider.
 *                               Renders '본인인증 시뮬레이터' with name and phone and the outcomes.
 * - POST /dev/identity/result   seals the chosen outcome and answers 303 to
 *                               `{returnUrl}/{success|fail}/{requestId}?EncodeData={sealed result}`.
 *
 * Outcomes: 성공 (success), 중복 지원 (success, marked duplicate), 차단 (success route; the
 * confirm call answers error 'block' with its message, as the spec's callback expects),
 * 인증 취소 (the 'fail' route: the user gave up in the provider's window).
 */

const BASE = '/dev/identity';
const MAX_BODY = 64 * 1024;
const DEFAULT_NAME = '홍길동';
const DEFAULT_PHONE = '01012345678';

const OUTCOMES: { value: SimulatedOutcome; label: string; hint: string }[] = [
  { value: 'success', label: '성공', hint: '본인인증이 완료됩니다.' },
  { value: 'duplicate', label: '중복 지원', hint: '작성 중인 지원서가 있는 사람으로 응답합니다.' },
  { value: 'block', label: '차단', hint: '본인인증이 차단된 사람으로 응답합니다.' },
  { value: 'cancel', label: '인증 취소', hint: '인증하지 않고 창을 돌려보냅니다(fail).' },
];

export const escapeHtml = (s: string) => s.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function handleIdentitySimulator(req: IncomingMessage, res: ServerResponse, opts: { secret: string; now?: () => number }): Promise<void> {
  const now = opts.now ?? (() => Date.now());
  const path = new URL(req.url ?? '/', 'http://local').pathname.replace(/\/+$/, '') || '/';
  const isEntry = path === BASE;
  const isResult = path === `${BASE}/result`;
  if (!isEntry && !isResult) return simulatorPage(res, 404, errorPage('요청하신 시뮬레이터 화면이 없습니다.'));
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return simulatorPage(res, 405, errorPage('본인인증 시뮬레이터는 입사지원 화면의 [본인인증] 버튼으로 열어 주세요.'));
  }
  const body = await readForm(req);
  if (!body) return simulatorPage(res, 413, errorPage('요청 본문이 너무 큽니다.'));

  const opened = openIdentityRequest(opts.secret, body.get('EncodeData') ?? '', now());
  if (!opened.ok) {
    const why = opened.reason === 'expired' ? '본인인증 요청의 유효시간(10분)이 지났습니다.' : '본인인증 요청 정보가 올바르지 않습니다.';
    return simulatorPage(res, 400, errorPage(`${why} 창을 닫고 다시 본인인증을 시작해 주세요.`));
  }
  const request = opened.payload;
  const encodeData = body.get('EncodeData') ?? '';

  if (isEntry) return simulatorPage(res, 200, formPage(request, encodeData, { name: DEFAULT_NAME, phone: DEFAULT_PHONE }), request.returnUrl);

  const outcome = OUTCOMES.find((o) => o.value === body.get('outcome'))?.value;
  if (!outcome) return simulatorPage(res, 400, formPage(request, encodeData, formValues(body), '인증 결과를 선택해 주세요.'), request.returnUrl);
  let name = '';
  let phone = '';
  if (outcome !== 'cancel') {
    name = (body.get('name') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
    phone = (body.get('phone') ?? '').replace(/\D/g, '');
    const problem = !name ? '이름을 입력해 주세요.' : name.length > 50 ? '이름은 50자 이내로 입력해 주세요.' : !/^01\d{8,9}$/.test(phone) ? '휴대폰번호를 01로 시작하는 숫자 10~11자리로 입력해 주세요.' : undefined;
    if (problem) return simulatorPage(res, 400, formPage(request, encodeData, formValues(body), problem), request.returnUrl);
  }
  const sealed = sealIdentityResult(opts.secret, { requestId: request.requestId, outcome, name, phone, issuedAt: now() });
  const result = outcome === 'cancel' ? 'fail' : 'success';
  const location = `${request.returnUrl}/${result}/${encodeURIComponent(request.requestId)}?EncodeData=${encodeURIComponent(sealed)}`;
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8', 'referrer-policy': 'no-referrer' });
  res.end(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>본인인증 시뮬레이터</title><p><a href="${escapeHtml(location)}">인증 결과 화면으로 이동</a></p></html>`);
}

const formValues = (body: URLSearchParams) => ({ name: body.get('name') ?? '', phone: body.get('phone') ?? '' });

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBody(req, MAX_BODY);
  return body === 'too-large' ? undefined : new URLSearchParams(body.toString('utf8'));
}

const STYLE = `body{font-family:system-ui,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;padding:1.25rem;color:#1f2328;background:#f6f8fa}
main{max-width:26rem;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:.25rem 0 .75rem;font-size:.9rem;line-height:1.5}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #8c959f;border-radius:6px}
.outcomes{display:grid;grid-template-columns:1fr 1fr;gap:.5rem;margin-top:1rem}button{padding:.6rem;font-size:1rem;border-radius:6px;border:1px solid #8c959f;background:#f6f8fa;cursor:pointer}
button[value=success]{background:#1f883d;border-color:#1f883d;color:#fff}button[value=block]{background:#cf222e;border-color:#cf222e;color:#fff}
.error{color:#cf222e;font-weight:600}.note{color:#59636e;font-size:.8rem;word-break:break-all}`;

function shell(body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>본인인증 시뮬레이터</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function errorPage(message: string): string {
  return shell(`<h1>본인인증 시뮬레이터</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

function formPage(request: IdentityRequestToken, encodeData: string, values: { name: string; phone: string }, error?: string): string {
  const buttons = OUTCOMES.map((o) => `<button type="submit" name="outcome" value="${escapeHtml(o.value)}" title="${escapeHtml(o.hint)}">${escapeHtml(o.label)}</button>`).join('');
  return shell(`<h1>본인인증 시뮬레이터</h1>
<p>로컬 실행 전용 화면입니다. 실제 본인인증 기관 대신, 고른 결과를 봉인해 입사지원 화면으로 돌려보냅니다. 배포 환경에는 없습니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${BASE}/result">
<input type="hidden" name="EncodeData" value="${escapeHtml(encodeData)}">
<label for="name">이름</label><input id="name" name="name" value="${escapeHtml(values.name)}" maxlength="50" autocomplete="off">
<label for="phone">휴대폰번호</label><input id="phone" name="phone" value="${escapeHtml(values.phone)}" maxlength="13" inputmode="numeric" autocomplete="off">
<div class="outcomes" role="group" aria-label="인증 결과">${buttons}</div>
</form>
<p class="note">요청 번호 ${escapeHtml(request.requestId)}<br>돌아갈 주소 ${escapeHtml(request.returnUrl)}</p>`);
}
