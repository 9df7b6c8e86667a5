import { simulatorPage } from './simulator-page.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './read-body.ts';
import { escapeHtml } from './identity-simulator.ts';
import {
  openLanguageScoreRequest,
  sealLanguageScoreResult,
  type LanguageScoreRequestToken,
} from '../adapters/language-score/local-language-score-provider.ts';

/**
 * The local language-score simulator (local server only, never deployed), standing in for a test body's score
 * verification popup (spec 2.13):
 *
 * - GET  /dev/ets?request=…[&isTest=Y]   the sealed request from localLanguageScoreProvider. Renders
 *                                         '어학성적 확인 시뮬레이터' with the applicant's name, score, grade, date
 *                                         and registration number prefilled, and a 'mismatching name' option.
 * - POST /dev/ets/result                 seals the entered result and answers 303 to
 *                                         `{returnUrl}?uname=…&name=…&id=…&index=…&score=…&grade=…&date=…&org=…
 *                                         &registrationNumber=…&seal=…`.
 */

const BASE = '/dev/ets';
const MAX_BODY = 64 * 1024;
/** The name answered when the tester ticks 'mismatching name'. */
export const MISMATCH_NAME = '김다른';
const TITLE = '어학성적 확인 시뮬레이터';

export async function handleLanguageScoreSimulator(req: IncomingMessage, res: ServerResponse, opts: { secret: string; now?: () => number }): Promise<void> {
  const now = opts.now ?? (() => Date.now());
  const url = new URL(req.url ?? '/', 'http://local');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const isEntry = path === BASE;
  const isResult = path === `${BASE}/result`;
  if (!isEntry && !isResult) return simulatorPage(res, 404, errorPage('요청하신 시뮬레이터 화면이 없습니다.'));
  if ((isEntry && req.method !== 'GET') || (isResult && req.method !== 'POST')) {
    res.setHeader('allow', isEntry ? 'GET' : 'POST');
    return simulatorPage(res, 405, errorPage('어학성적 확인 시뮬레이터는 지원서의 어학시험 선택으로 열어 주세요.'));
  }
  let form: URLSearchParams;
  if (isEntry) form = url.searchParams;
  else {
    const body = await readBody(req, MAX_BODY);
    if (body === 'too-large') return simulatorPage(res, 413, errorPage('요청 본문이 너무 큽니다.'));
    form = new URLSearchParams(body.toString('utf8'));
  }
  const token = form.get('request') ?? '';
  const opened = openLanguageScoreRequest(opts.secret, token, now());
  if (!opened.ok) {
    const why = opened.reason === 'expired' ? '어학성적 확인 요청의 유효시간(10분)이 지났습니다.' : '어학성적 확인 요청 정보가 올바르지 않습니다.';
    return simulatorPage(res, 400, errorPage(`${why} 창을 닫고 다시 시험을 선택해 주세요.`));
  }
  const request = opened.payload;
  const isTest = form.get('isTest') === 'Y';

  if (isEntry) return simulatorPage(res, 200, formPage(request, token, isTest, defaults(request, now())), request.returnUrl);

  const values = entered(form);
  const problem = !values.uname ? '이름을 입력해 주세요.' : !values.score && !values.grade ? '점수 또는 등급을 입력해 주세요.' : !/^\d{4}-\d{2}-\d{2}$/.test(values.date) ? '응시일을 YYYY-MM-DD 형식으로 입력해 주세요.' : undefined;
  if (problem) return simulatorPage(res, 400, formPage(request, token, isTest, values, problem), request.returnUrl);
  const uname = values.mismatch ? MISMATCH_NAME : values.uname;
  const result = { uname, score: values.score, grade: values.grade, date: values.date, org: values.org, registrationNumber: values.registrationNumber };
  const seal = sealLanguageScoreResult(opts.secret, { tenantId: request.tenantId, applicantId: request.applicantId, languageId: request.languageId }, result);
  const query = new URLSearchParams({
    uname,
    name: request.languageName,
    id: String(request.languageId),
    index: String(request.formIndex),
    score: result.score,
    grade: result.grade,
    date: result.date,
    org: result.org,
    registrationNumber: result.registrationNumber,
    seal,
  });
  const location = `${request.returnUrl}${request.returnUrl.includes('?') ? '&' : '?'}${query.toString()}`;
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8', 'referrer-policy': 'no-referrer' });
  res.end(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>${TITLE}</title><p><a href="${escapeHtml(location)}">확인 결과 화면으로 이동</a></p></html>`);
}

interface Values {
  uname: string;
  score: string;
  grade: string;
  date: string;
  org: string;
  registrationNumber: string;
  mismatch: boolean;
}

const oneLine = (v: string | null, max: number) => (v ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);

function entered(form: URLSearchParams): Values {
  return {
    uname: oneLine(form.get('uname'), 50),
    score: oneLine(form.get('score'), 20),
    grade: oneLine(form.get('grade'), 50),
    date: oneLine(form.get('date'), 10),
    org: oneLine(form.get('org'), 100),
    registrationNumber: oneLine(form.get('registrationNumber'), 50),
    mismatch: form.get('mismatch') === 'Y',
  };
}

function defaults(r: LanguageScoreRequestToken, now: number): Values {
  const date = new Date(now - 30 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
  return {
    uname: r.applicantName,
    score: r.suggested?.score ?? '',
    grade: r.suggested?.grade ?? '',
    date,
    org: 'ETS',
    registrationNumber: `${String(r.languageId).padStart(3, '0')}${String(r.applicantId).padStart(9, '0')}`.slice(-12),
    mismatch: false,
  };
}

const STYLE = `body{font-family:system-ui,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;padding:1.25rem;color:#1f2328;background:#f6f8fa}
main{max-width:40rem;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:.25rem 0 .75rem;font-size:.9rem;line-height:1.5}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}label{display:block;font-weight:600;margin:.6rem 0 .25rem}
input[type=text]{width:100%;box-sizing:border-box;padding:.45rem;font-size:1rem;border:1px solid #8c959f;border-radius:6px}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400;margin-top:.9rem}
button{margin-top:1rem;width:100%;padding:.6rem;font-size:1rem;border-radius:6px;border:1px solid #1f883d;background:#1f883d;color:#fff;cursor:pointer}
.test{display:inline-block;background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:.1rem .5rem;font-size:.8rem}
.error{color:#cf222e;font-weight:600}.note{color:#59636e;font-size:.8rem;word-break:break-all}`;

function shell(body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${TITLE}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function errorPage(message: string): string {
  return shell(`<h1>${TITLE}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

function field(id: keyof Values, label: string, value: string, extra = ''): string {
  return `<div><label for="${id}">${escapeHtml(label)}</label><input type="text" id="${id}" name="${id}" value="${escapeHtml(value)}" autocomplete="off" ${extra}></div>`;
}

function formPage(r: LanguageScoreRequestToken, token: string, isTest: boolean, v: Values, error?: string): string {
  return shell(`<h1>${TITLE}</h1>
<p>로컬 실행 전용 화면입니다. 실제 어학시험 기관 대신, 입력한 성적을 기관의 서명(seal)과 함께 지원서로 돌려보냅니다. 배포 환경에는 없습니다.${isTest ? ' <span class="test">테스트 모드</span>' : ''}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p><strong>${escapeHtml(r.languageName)}</strong> (${escapeHtml(r.etsId)})</p>
<form method="post" action="${BASE}/result">
<input type="hidden" name="request" value="${escapeHtml(token)}">
${isTest ? '<input type="hidden" name="isTest" value="Y">' : ''}
<div class="grid">
${field('uname', '응시자 이름', v.uname, 'maxlength="50"')}
${field('registrationNumber', '수험번호', v.registrationNumber, 'maxlength="50"')}
${field('score', '점수', v.score, 'maxlength="20" inputmode="numeric"')}
${field('grade', '등급', v.grade, 'maxlength="50"')}
${field('date', '응시일 (YYYY-MM-DD)', v.date, 'maxlength="10"')}
${field('org', '시행기관', v.org, 'maxlength="100"')}
</div>
<label class="check"><input type="checkbox" id="mismatch" name="mismatch" value="Y"${v.mismatch ? ' checked' : ''}> 다른 사람의 이름(${escapeHtml(MISMATCH_NAME)})으로 응답 (이름 불일치 확인용)</label>
<button type="submit">성적 확인 결과 보내기</button>
</form>
<p class="note">지원자 번호 ${r.applicantId} · 시험 ${r.languageId} · 행 ${r.formIndex}<br>돌아갈 주소 ${escapeHtml(r.returnUrl)}</p>`);
}
