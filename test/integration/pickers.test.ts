import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPageSchema, medicalsPageSchema, messages, optionListSchema } from '@portal/shared';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** The picker endpoints against the real stand-ins: option lists from the imported catalogue, medicals, addresses. */
let portal: TestPortal;
const A = 'alpha.localhost';
const B = 'beta.localhost';

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
});
afterAll(() => portal?.close());

const options = async (host: string, path: string) => {
  const r = await portal.get(host, `/api/app/options/${path}`);
  return { status: r.status, body: r.json() };
};

describe('GET options/{type}/{taskId}', () => {
  it('resolves the configured certificate lists from the catalogue, with the tenant-wide label', async () => {
    const { status, body } = await options(A, 'certificates/910111');
    expect(status).toBe(200);
    const list = optionListSchema.parse(body);
    expect(list.requirement.map((e) => e.name)).toEqual(['정보처리기사']);
    expect(list.preference.map((e) => e.id)).toEqual([2, 3]);
    expect(list.all.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(list).toMatchObject({ etc: 'Y', searchable: '', usage_pre_registration: 'N', labels: { preference: '인정 자격증' } });
    expect(list.requirement[0]).toMatchObject({ certification_organization: '한국산업인력공단', type_id: 10 });
  });

  it("a list's own label wins over the tenant-wide one (null: no label)", async () => {
    const { body } = await options(A, 'additional_certificates/910111');
    expect(body.labels).toEqual({ preference: null });
    expect(body.requirement.map((e: { id: number }) => e.id)).toEqual([4]);
  });

  it('language entries carry grade, score and limit usage and the pre-registration settings', async () => {
    const { body } = await options(A, 'languages/910111');
    expect(body.requirement[0]).toMatchObject({ name: 'TOEIC', score_usage: 'Y', grade_usage: 'N', max_score: 990, min_score: 10, limit_usage: 'Y' });
    expect(body.preference[0]).toMatchObject({ name: 'OPIc', grade_usage: 'Y', score_usage: 'N', limit_usage: 'N', options: [{ id: 1, title: 'IH', value: 'IH' }, { id: 2, title: 'AL', value: 'AL' }] });
    expect(body).toMatchObject({ usage_pre_registration: 'Y', ets: [{ name: 'TOEIC', ets_id: 'toeic' }], labels: { preference: '어학시험' } });
    expect(body.pre_registration_options[0]).toMatchObject({ title: '사전등록', code_option_id: 177 });
  });

  it('a prerequisite answer selects the configured variant', async () => {
    const { body } = await options(A, 'languages/910111?prerequisite=opic-only');
    expect(body.requirement).toEqual([]);
    expect(body.preference).toEqual([]);
    expect(body.all.map((e: { name: string }) => e.name)).toEqual(['OPIc']);
  });

  it("searchable 'none' answers no all list", async () => {
    const { body } = await options(A, 'organizations/910111');
    expect(body).toMatchObject({ searchable: 'none', all: [], preference: [{ id: 21, name: '한국전력공사' }] });
  });

  it('a task without lists gets empty lists and etc N', async () => {
    const { status, body } = await options(A, 'certificates/910112');
    expect(status).toBe(200);
    expect(body).toEqual({ requirement: [], preference: [], all: [], etc: 'N', searchable: '', ets: [], usage_pre_registration: 'N', pre_registration_options: [] });
  });

  it('an unknown task, or another tenant’s task, is a 404 with a Korean message', async () => {
    expect(await options(A, 'certificates/123456')).toEqual({ status: 404, body: { message: messages.pickers.unknownTask } });
    expect(await options(B, 'certificates/910111')).toEqual({ status: 404, body: { message: messages.pickers.unknownTask } });
  });

  it('a bad type or task id is a 400 with a Korean message', async () => {
    expect(await options(A, 'cars/910111')).toEqual({ status: 400, body: { message: '목록 종류가 올바르지 않습니다.', field: 'type' } });
    expect(await options(A, 'certificates/abc')).toEqual({ status: 400, body: { message: '식별자는 숫자로 입력해 주세요.', field: 'taskId' } });
  });
});

describe('GET medicals', () => {
  it('pages all institutions by 20 and reports the total', async () => {
    const p1 = medicalsPageSchema.parse((await portal.get(A, '/api/app/medicals')).json());
    expect(p1.current_page).toBe(1);
    expect(p1.data).toHaveLength(20);
    expect(p1.total).toBeGreaterThanOrEqual(250);
    const p2 = medicalsPageSchema.parse((await portal.get(A, '/api/app/medicals?page=2')).json());
    expect(p2.current_page).toBe(2);
    expect(p2.data[0]!.id).not.toBe(p1.data[0]!.id);
  });

  it('searches name or address words (URL-encoded Korean)', async () => {
    const r = (await portal.get(A, `/api/app/medicals?page=1&searchText=${encodeURIComponent('요양병원')}`)).json();
    expect(r.total).toBeGreaterThan(0);
    for (const m of r.data) expect(m.name).toContain('요양병원');
    const inBusan = (await portal.get(A, `/api/app/medicals?searchText=${encodeURIComponent('부산광역시 의원')}`)).json();
    for (const m of inBusan.data) expect(`${m.name} ${m.address}`).toMatch(/부산광역시.*의원|의원.*부산광역시/s);
    const none = (await portal.get(A, `/api/app/medicals?searchText=${encodeURIComponent('없는기관이름xyz')}`)).json();
    expect(none).toEqual({ current_page: 1, total: 0, data: [] });
  });

  it('a bad page is a 400 with a Korean message', async () => {
    const r = await portal.get(A, '/api/app/medicals?page=x');
    expect(r.status).toBe(400);
    expect(r.json()).toEqual({ message: '페이지 번호는 숫자로 입력해 주세요.', field: 'page' });
  });
});

describe('GET address', () => {
  it('finds a road address with its 5-digit postal code', async () => {
    const r = await portal.get(A, `/api/app/address?keyword=${encodeURIComponent('세종대로 110')}`);
    expect(r.status).toBe(200);
    const page = addressPageSchema.parse(r.json());
    expect(page.data[0]).toEqual({ post_code: '04524', road_address: '서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)', jibun_address: '서울특별시 중구 태평로1가 31' });
  });

  it('matches jibun-address words and pages', async () => {
    const jibun = (await portal.get(A, `/api/app/address?keyword=${encodeURIComponent('태평로1가')}`)).json();
    expect(jibun.total).toBeGreaterThan(0);
    const p2 = (await portal.get(A, `/api/app/address?keyword=${encodeURIComponent('서울특별시')}&page=2`)).json();
    expect(p2.current_page).toBe(2);
    expect(p2.data.length).toBeGreaterThan(0);
  });

  it('a keyword under 2 characters, or none, is a 400 with a Korean message', async () => {
    for (const q of [`keyword=${encodeURIComponent('서')}`, '']) {
      const r = await portal.get(A, `/api/app/address?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.json(), q).toEqual({ message: '검색어를 2자 이상 입력해 주세요.', field: 'keyword' });
    }
  });
});
