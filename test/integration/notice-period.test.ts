import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, parseKst, type ApplicantHistory, type PostingSummary } from '@portal/shared';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * One notice, one period (issue 41 item 4): the posting list, the posting's detail, the history card and the server's
 * acceptance window read the project's period through the one noticeState, so they agree on every instant, the
 * deadline's included. Audit ux.md M3 saw D-12 on the list and D-40 in the history for the same notice.
 */
let portal: TestPortal;
const A = 'alpha.localhost';
const TENANT = 9101;
const POSTING = 91014; // 알파 오늘 마감: project 91016 closes today 23:59:59
const PROJECT = 91016;
const TASK = 910161;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());
afterEach(() => portal.clock.reset());

const post = (path: string, body: unknown, token?: string) =>
  portal.send('POST', A, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });

type Shown = Pick<PostingSummary, 'startDate' | 'endDate' | 'isActive' | 'isEnd' | 'remainDays'>;
const shown = (x: Shown) => ({ startDate: x.startDate, endDate: x.endDate, isActive: x.isActive, isEnd: x.isEnd, remainDays: x.remainDays });

async function everywhere(token: string) {
  const list = (await portal.get(A, `/api/app/recruits/${TENANT}`)).json<PostingSummary[]>().find((p) => p.id === POSTING)!;
  const detail = (await portal.get(A, `/api/app/recruit/${POSTING}`)).json<PostingSummary>();
  const checked = await post('applicant/check', {}, token);
  const history = checked.json<ApplicantHistory>().notice;
  if (!history) throw new Error(checked.text);
  return { list: shown(list), detail: shown(detail), history: shown(history as Shown) };
}

describe("a notice's period and state", () => {
  it('is the same on the posting list, its detail and the history card, and it is the project’s', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '기간확인');
    const { project } = (await processWiring().reposFor(TENANT).projects.getWithTasks(PROJECT))!;
    const seen = await everywhere(a.token);
    expect(seen.list).toEqual({ startDate: project.startDate, endDate: project.endDate, isActive: true, isEnd: false, remainDays: 0 });
    expect(seen.detail).toEqual(seen.list);
    expect(seen.history).toEqual(seen.list);
  });

  it('closes everywhere at the deadline instant, when the server stops taking applications', async () => {
    const { project } = (await processWiring().reposFor(TENANT).projects.getWithTasks(PROJECT))!;
    portal.clock.freeze();
    portal.clock.shift(parseKst(project.endDate)!.getTime() - portal.clock.now().getTime());
    // Made at the deadline, so that its session is not what ends there.
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '마감확인');
    const seen = await everywhere(a.token);
    const closed = { startDate: project.startDate, endDate: project.endDate, isActive: false, isEnd: true, remainDays: 0 };
    expect(seen).toEqual({ list: closed, detail: closed, history: closed });
    // The acceptance window says the same: the consent step's save is refused as closed, before anything else.
    const save = await post(`applicant/create/${TASK}`, { project_id: PROJECT, agreements: 'Y', agreement_ids: [], name: '마감', phone: '01055550999', email: 'late@example.com', password: 'jiwon-apply-26', password_confirmation: 'jiwon-apply-26' });
    expect(save.status).toBe(400);
    expect(save.json<{ message: string }>().message).toBe(messages.authSave.closed);
  });
});
