import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

let portal: TestPortal;
const A = 'alpha.localhost';
const B = 'beta.localhost';

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
});
afterAll(() => portal?.close());

describe('tenant resolution', () => {
  it('resolves the company from the host and returns it with its popups and file domain', async () => {
    const r = await portal.get(A, '/api/app/checkHostname');
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.company).toMatchObject({ id: 9101, domain: 'alpha', name: '알파 공사', projects_count: 5, labels: { badgePreparing: '공고중' } });
    expect(body.company.popups).toHaveLength(1);
    expect(body.company.testIps).toBeUndefined();
    expect(body.fileDomain).toBe(`http://${A}:${portal.port}`);
  });

  it("resolves a tenant's own registered domain", async () => {
    const r = await portal.get('careers.alpha.test', '/api/app/checkCompany');
    expect(r.json()).toMatchObject({ result: 'match', company: { id: 9101 } });
  });

  it('answers an unknown host with an error for the hostname check and noMatch for checkCompany', async () => {
    expect((await portal.get('nobody.localhost', '/api/app/checkHostname')).json()).toEqual({ error: '등록되지 않은 채용 사이트 주소입니다.' });
    expect((await portal.get('nobody.localhost', '/api/app/checkCompany')).json()).toEqual({ result: 'noMatch' });
    const other = await portal.get('nobody.localhost', '/api/app/projects');
    expect(other.status).toBe(404);
    expect(other.json().message).toBe('등록되지 않은 채용 사이트 주소입니다.');
  });

  it('ignores a tenant named in the path when it is not the host tenant', async () => {
    const r = await portal.get(A, '/api/app/recruits/9102');
    expect(r.status).toBe(404);
    const c = await portal.get(A, '/api/app/company/9102');
    expect(c.status).toBe(404);
  });

  it('gives public brand data by domain key, and {} for an unknown one', async () => {
    const r = (await portal.get(A, '/api/app/getCompanyByDomain/beta')).json();
    expect(r).toMatchObject({ id: 9102, domain: 'beta', name: '베타 재단', homeUrl: `http://beta.localhost:${portal.port}/` });
    expect((await portal.get(A, '/api/app/getCompanyByDomain/zzz')).json()).toEqual({});
  });
});

describe('postings', () => {
  it('lists postings with states from the server clock and hides status N from applicants', async () => {
    const list: any[] = (await portal.get(A, '/api/app/recruits/9101')).json();
    const byId = Object.fromEntries(list.map((p) => [p.id, p]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([91011, 91012, 91013, 91014]);
    expect(byId[91011]).toMatchObject({ isActive: true, isEnd: false, remainDays: 5 });
    expect(byId[91012]).toMatchObject({ isActive: false, isEnd: false });
    expect(byId[91013]).toMatchObject({ isActive: false, isEnd: true });
    expect(byId[91014]).toMatchObject({ isActive: true, remainDays: 0 });
  });

  it('shows a posting with only its visible attachments', async () => {
    const p = (await portal.get(A, '/api/app/recruit/91011')).json();
    expect(p).toMatchObject({ id: 91011, domain: 'alpha', project: { company_id: 9101 }, content: '<p>본문</p>' });
    expect(p.files.map((f: any) => f.filename)).toEqual(['안내문.txt']);
  });

  it("answers another company's posting with where it lives, never its content", async () => {
    const r = await portal.get(A, '/api/app/recruit/91021');
    expect(r.status).toBe(404);
    const body = r.json();
    expect(body.title).toBeUndefined();
    expect(body.redirectCompany).toEqual({ id: 9102, domain: 'beta', homeUrl: `http://beta.localhost:${portal.port}/` });
    expect(body.message).toBe('잘못된 경로입니다.');
  });

  it('hides a status N posting from applicants and shows it to staff', async () => {
    expect((await portal.get(A, '/api/app/recruit/91015')).status).toBe(404);
    const tenant = await processWiring().directory.findByDomainKey('alpha');
    const { token } = await processWiring().reposFor(tenant!.id).staffSessions.create('tester', 600);
    const staff = await portal.get(A, '/api/admin/recruits/9101', { authorization: `Bearer ${token}` });
    expect(staff.status).toBe(200);
    expect(staff.json().map((p: any) => p.id)).toContain(91015);
    // A staff token of tenant A is worthless on tenant B.
    expect((await portal.get(B, '/api/admin/recruits/9102', { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('refuses the admin API without a staff token', async () => {
    const r = await portal.get(A, '/api/admin/recruits/9101');
    expect(r.status).toBe(401);
    expect(r.json().message).toMatch(/로그인/);
  });
});

describe('boards', () => {
  it('pages notices newest first with the total', async () => {
    const r = (await portal.get(A, '/api/app/boards/notice/9101?page=1&size=2')).json();
    expect(r.total).toBe(3);
    expect(r.data.map((d: any) => d.id)).toEqual([3, 2]);
    expect(r.data[0].content).toBeUndefined();
    const p2 = (await portal.get(A, '/api/app/boards/notice/9101?page=2&size=2')).json();
    expect(p2.data.map((d: any) => d.id)).toEqual([1]);
  });

  it('lists FAQ with answers and board options', async () => {
    expect((await portal.get(A, '/api/app/boards/faq/9101')).json().data[0]).toMatchObject({ title: '질문', content: '답변' });
    expect((await portal.get(A, '/api/app/code/board/qna')).json()).toEqual([
      { name: '채용 절차', value: 'Y', description: '<p>절차 문의</p>' },
      { name: '기타 문의', value: 'N', description: '<p>표시하지 않는 안내</p>' },
    ]);
  });

  it("refuses another company's board post as abnormal access, and answers an id nobody has as not found (issue 41 item 23)", async () => {
    const r = await portal.get(A, '/api/app/board/11');
    expect(r.status).toBe(403);
    expect(r.json().message).toBe('비정상 접근');
    const missing = await portal.get(A, '/api/app/board/999999');
    expect(missing.status).toBe(404);
    expect(missing.json().message).not.toBe('비정상 접근');
    expect((await portal.get(B, '/api/app/board/11')).json()).toMatchObject({ id: 11, company_id: 9102 });
  });
});

describe('projects and files', () => {
  it('returns a project with tasks and hides closed projects from applicants', async () => {
    const p = (await portal.get(A, '/api/app/project/91011')).json();
    expect(p.tasks.map((t: any) => [t.id, t.count])).toEqual([[910111, 3], [910112, 0]]);
    expect(p.verify_options).toEqual({ auth: false, email: true, sms: true });
    expect((await portal.get(A, '/api/app/project/91012')).status).toBe(404);
    // Every project with status Y, the posting states' own projects too.
    expect((await portal.get(A, '/api/app/projects')).json().map((x: any) => x.id)).toEqual([91016, 91014, 91013, 91011]);
    expect((await portal.get(A, '/api/app/projectNotices/9101')).json()).toContainEqual({ project_id: 91011, title: '알파 진행 중 공고', status: 'Y' });
  });

  it("downloads the company's own attachment and refuses another company's", async () => {
    const p = (await portal.get(A, '/api/app/recruit/91011')).json();
    const f = p.files[0];
    const r = await portal.get(A, `/api/app/download?filepath=${encodeURIComponent(f.filepath)}&filename=${encodeURIComponent(f.filename)}`);
    expect(r.status).toBe(302);
    const file = await fetch(String(r.headers.location));
    expect(await file.text()).toContain('테스트 첨부파일');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('안내문.txt'));
    const fromB = await portal.get(B, `/api/app/download?filepath=${encodeURIComponent(f.filepath)}&filename=x.txt`);
    expect(fromB.status).toBe(404);
  });

  it('checks the test IP list of the host company', async () => {
    expect((await portal.get(A, '/api/app/checkTest')).json()).toEqual({ isTest: 'Y' });
    expect((await portal.get(B, '/api/app/checkTest')).json()).toEqual({ isTest: 'N' });
  });
});

describe('bad requests', () => {
  it.each([
    ['/api/app/recruits/abc', '식별자는 숫자로 입력해 주세요.'],
    ['/api/app/boards/blog/9101', '게시판 종류가 올바르지 않습니다.'],
    ['/api/app/boards/notice/9101?page=0', '페이지은(는) 1 이상이어야 합니다.'],
    ['/api/app/boards/notice/9101?size=1000', '페이지 크기은(는) 100 이하로 입력해 주세요.'],
    ['/api/app/download?filepath=../../etc/passwd&filename=a', '파일 경로가 올바르지 않습니다.'],
    ['/api/app/download', '파일 경로를 입력해 주세요.'],
  ])('answers %s with 400 and a Korean message', async (path, message) => {
    const r = await portal.get(A, path);
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(message);
  });

  it('answers unknown paths with 404 and wrong methods with 405, in Korean', async () => {
    const r = await portal.get(A, '/api/app/nothing');
    expect(r.status).toBe(404);
    expect(r.json().message).toBe('존재하지 않는 API 경로입니다.');
    const m = await portal.send('POST', A, '/api/app/projects', '{}', { 'content-type': 'application/json' });
    expect(m.status).toBe(405);
  });
});
