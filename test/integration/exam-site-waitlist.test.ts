import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import type { ExamChoiceRecord } from '../../functions/src/domain/ports.ts';
import { documentClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { TenantTable } from '../../functions/src/adapters/dynamodb/tenant-table.ts';
import { entity, keys } from '../../functions/src/adapters/dynamodb/keys.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { inBatches } from '../support/in-batches.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';
import { portalNow } from '../support/test-clock.ts';

/**
 * Exam-site answers against the store under a burst (issue 14, item 12): seat holders cancel and re-apply at once,
 * waitlisted applicants cancel, newcomers apply. Every answer must be one the store went through, the counters must
 * match the choices, and each freed seat must go to the earliest waitlisted applicant, who is told by e-mail.
 * Fixture alpha.yaml, detail 301: place 1 has 20 seats, place 2 one seat.
 */
let portal: TestPortal;
const HOST = 'alpha.localhost';
const TENANT = 9101;
const PROJECT = 91011;
const TASK = 910111;
const DETAIL = 301;
const PROMOTED_SUBJECT = '시험장 배정 안내';

// Each test fills and empties the same places (the fixture's detail 301): it starts from a fresh store of its own.
beforeEach(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterEach(() => portal?.close());

type A = { id: number; token: string };
type Op = { kind: 'apply'; placeId: number } | { kind: 'cancel' };
type State = { placeId: number; status: 'Y' | 'W' } | null;
const headers = (token: string) => ({ 'content-type': 'application/json', applicanttoken: token });
const choose = (a: A, placeId: number | null) =>
  portal.send('POST', HOST, `/api/app/applicant/update/${a.id}`, JSON.stringify({ saveType: 'place', detailId: DETAIL, placeId }), headers(a.token));
// Ten at a time: the test's own store calls share the event loop of the process that serves the portal.
const applicants = (n: number) => inBatches(Array.from({ length: n }), 10, () => createTestApplicant(TENANT, PROJECT, TASK));
const repos = () => processWiring().reposFor(TENANT);

/**
 * The answer an operation gives from a state, and the state after it; undefined when the answer cannot come from
 * that state. A waitlisted choice may turn into a seat at any moment (another applicant's cancel promotes it).
 */
function step(state: State, op: Op, r: TestResponse): { states: State[] } | undefined {
  const body = r.json();
  const withPromotion = (s: State): State[] => (s?.status === 'W' ? [s, { placeId: s.placeId, status: 'Y' }] : [s]);
  const out: State[] = [];
  for (const s of withPromotion(state)) {
    if (uncertain(r)) {
      // Cut off (503) or turned away while the person's other request held the lock ('busy'): applied or not.
      out.push(s);
      if (op.kind === 'cancel') out.push(null);
      else if (!s) out.push({ placeId: op.placeId, status: 'Y' }, { placeId: op.placeId, status: 'W' });
    } else if (op.kind === 'cancel') {
      if (s && r.status === 200 && body.result === 'C') out.push(null);
      if (!s && r.status === 409 && body.code === 'noChoice') out.push(null);
    } else if (!s) {
      if (r.status === 200 && (body.result === 'Y' || body.result === 'W') && body.placeId === op.placeId) out.push({ placeId: op.placeId, status: body.result });
    } else if (s.placeId === op.placeId) {
      if (r.status === 200 && body.result === s.status) out.push(s);
    } else if (r.status === 409 && body.code === 'chosen') out.push(s);
  }
  return out.length ? { states: out } : undefined;
}

/** Whether some order of one applicant's concurrent requests explains every answer and ends in the stored choice. */
function explainable(initial: State, ops: Op[], answers: TestResponse[], final: State): boolean {
  const same = (a: State, b: State) => (a === null ? b === null : b !== null && a.placeId === b.placeId && a.status === b.status);
  const search = (state: State, left: number[]): boolean => {
    if (left.length === 0) return same(state, final) || (state?.status === 'W' && same({ placeId: state.placeId, status: 'Y' }, final));
    return left.some((i) => {
      const next = step(state, ops[i]!, answers[i]!);
      return next !== undefined && next.states.some((s) => search(s, left.filter((j) => j !== i)));
    });
  };
  return search(initial, ops.map((_, i) => i));
}

const uncertain = (r: TestResponse) => r.status === 503 || (r.status === 409 && r.json().code === 'busy');
const stateOf = (c: ExamChoiceRecord | undefined): State => (c ? { placeId: c.placeId, status: c.status } : null);

describe('exam-site answers and the waitlist under a burst of cancels and re-applies', () => {
  it('answers only what the store holds, keeps the counters true, and gives every freed seat to the earliest waitlisted applicant by e-mail', async () => {
    // 20 seat holders, then 30 waitlisted applicants one after another (their order is the waitlist order).
    const holders = await applicants(20);
    for (const h of holders) expect((await choose(h, 1)).json().result).toBe('Y');
    const waiters = await applicants(30);
    for (const w of waiters) expect((await choose(w, 1)).json().result).toBe('W');
    const newcomers = await applicants(70);

    // The burst, 105 requests at once: 10 holders cancel and re-apply to the same place, 5 holders cancel and apply
    // to the one-seat place, 5 waitlisted applicants cancel and 70 newcomers apply.
    const initial = new Map<number, State>([...holders.map((h) => [h.id, { placeId: 1, status: 'Y' }] as const), ...waiters.map((w) => [w.id, { placeId: 1, status: 'W' }] as const)]);
    const leavingWaiters = new Set([2, 9, 15, 22, 27].map((i) => waiters[i]!.id));
    const plan: { who: A; op: Op }[] = [
      ...holders.slice(0, 10).flatMap((h) => [{ who: h, op: { kind: 'cancel' } as Op }, { who: h, op: { kind: 'apply', placeId: 1 } as Op }]),
      ...holders.slice(10, 15).flatMap((h) => [{ who: h, op: { kind: 'cancel' } as Op }, { who: h, op: { kind: 'apply', placeId: 2 } as Op }]),
      ...waiters.filter((w) => leavingWaiters.has(w.id)).map((w) => ({ who: w, op: { kind: 'cancel' } as Op })),
      ...newcomers.map((n) => ({ who: n, op: { kind: 'apply', placeId: 1 } as Op })),
    ];
    expect(plan.length).toBeGreaterThanOrEqual(100);
    const press = (p: { who: A; op: Op }) => choose(p.who, p.op.kind === 'cancel' ? null : p.op.placeId);
    const answers = await Promise.all(plan.map(press));
    // A request cut off by its function's time on a loaded machine (503), or turned away while the person's other
    // request held the lock (409 'busy'), is pressed again, as a person does: each press is one more of their requests.
    const lastAnswers = [...answers];
    for (const [i, p] of plan.slice().entries()) {
      for (let tries = 0; tries < 5 && uncertain(lastAnswers[i]!); tries++) {
        lastAnswers[i] = await press(p);
        plan.push(p);
        answers.push(lastAnswers[i]!);
      }
    }

    // Every request's last answer is a result or a refusal the state explains (no 5xx, none still cut off or busy).
    const unexpected = lastAnswers.filter((r) => r.status !== 200 && !(r.status === 409 && ['chosen', 'noChoice'].includes(r.json().code)));
    expect(unexpected.map((r) => `${r.status} ${r.text}`)).toEqual([]);

    const everyone = [...holders, ...waiters, ...newcomers];
    const stored = new Map<number, State>();
    for (const a of everyone) stored.set(a.id, stateOf(await repos().examPlaces.getChoice(DETAIL, a.id)));

    // Per applicant: some order of their own requests gives exactly the answers they got and ends in the stored choice.
    const contradicted = everyone.filter((a) => {
      const mine = plan.map((p, i) => ({ ...p, answer: answers[i]! })).filter((p) => p.who.id === a.id);
      return !explainable(initial.get(a.id) ?? null, mine.map((m) => m.op), mine.map((m) => m.answer), stored.get(a.id) ?? null);
    });
    expect(contradicted.map((a) => ({ id: a.id, stored: stored.get(a.id), answers: plan.flatMap((p, i) => (p.who.id === a.id ? [`${JSON.stringify(p.op)} -> ${answers[i]!.text}`] : [])) }))).toEqual([]);

    // The counters are the choices: seats never above capacity, and nobody waits while a seat is free.
    const places = await repos().examPlaces.list(DETAIL);
    for (const place of places.filter((p) => p.id !== 3)) {
      const holding = [...stored.values()].filter((s) => s?.placeId === place.id);
      expect({ place: place.id, count: place.count, waiting: place.waiting }).toEqual({
        place: place.id,
        count: holding.filter((s) => s!.status === 'Y').length,
        waiting: holding.filter((s) => s!.status === 'W').length,
      });
      expect(place.count).toBeLessThanOrEqual(place.total_count);
      if (place.waiting > 0) expect(place.count).toBe(place.total_count);
    }

    // The 15 freed seats of place 1 went to the first 15 applicants still on its waitlist, in order; nobody else
    // (no newcomer and no holder who re-applied) took one.
    const stillWaiting = waiters.filter((w) => !leavingWaiters.has(w.id));
    const promoted = stillWaiting.filter((w) => stored.get(w.id)?.status === 'Y').map((w) => w.id);
    expect(promoted).toEqual(stillWaiting.slice(0, 15).map((w) => w.id));
    const seated = everyone.filter((a) => stored.get(a.id)?.placeId === 1 && stored.get(a.id)?.status === 'Y').map((a) => a.id);
    expect(seated.sort((x, y) => x - y)).toEqual([...holders.slice(15).map((h) => h.id), ...promoted].sort((x, y) => x - y));

    // Each promoted applicant was told by e-mail; the only others told are waitlisted applicants whose cancel came
    // just after their own promotion (they had the seat, then gave it up, and the next in line got it).
    const emailOf = new Map<string, number>();
    for (const a of everyone) emailOf.set((await repos().applicants.get(a.id))!.email, a.id);
    const outbox = (await portal.get('localhost', '/dev/outbox.json')).json<{ channel: string; to: string; subject?: string; body: string }[]>();
    const told = new Set(outbox.filter((m) => m.channel === 'email' && emailOf.has(m.to) && (m.subject ?? '').includes(PROMOTED_SUBJECT)).map((m) => emailOf.get(m.to)!));
    expect(promoted.filter((id) => !told.has(id))).toEqual([]);
    expect([...told].filter((id) => !promoted.includes(id) && !leavingWaiters.has(id))).toEqual([]);
  });

  it('queues waitlist choices made before the queue existed, in the order they were made, at the next import', async () => {
    // Place 2 (one seat) emptied, then one seat holder and three waitlist choices as the previous version stored
    // them: no queue entry, only the choice and the place's waiting count.
    const all = await repos().examPlaces.list(DETAIL);
    const table = new TenantTable(documentClient(), process.env.TABLE_NAME!, TENANT);
    for (const item of await table.queryPrefix(keys.examChoicePrefix(DETAIL))) {
      const c = item as unknown as ExamChoiceRecord;
      if (c.placeId === 2) expect((await repos().examPlaces.release(DETAIL, c.applicantId, portalNow())).kind).toBe('released');
    }
    const [holder, ...old] = await applicants(4);
    expect((await choose(holder!, 2)).json().result).toBe('Y');
    const madeAt = ['2026-11-20 09:00:03', '2026-11-20 09:00:01', '2026-11-20 09:00:02'];
    for (const [i, a] of old.entries()) {
      await table.overwrite(keys.examChoice(DETAIL, a.id), entity.examChoice, { detailId: DETAIL, applicantId: a.id, placeId: 2, status: 'W', at: madeAt[i] });
    }
    await table.update(keys.examPlace(DETAIL, 2), { update: 'SET waiting = waiting + :n', values: { ':n': 3 } });

    await repos().examPlaces.upsertPlaces(DETAIL, all.map((p) => ({ id: p.id, place_name: p.place_name, address: p.address, total_count: p.total_count, closed: p.closed })));

    // The freed seat goes to the one who applied first (09:00:01), and a queued old choice can still be cancelled.
    expect((await choose(holder!, null)).json().result).toBe('C');
    const status = async (a: A) => (await repos().examPlaces.getChoice(DETAIL, a.id))?.status;
    expect([await status(old[0]!), await status(old[1]!), await status(old[2]!)]).toEqual(['W', 'Y', 'W']);
    expect((await choose(old[2]!, null)).json().result).toBe('C');
    const busan = (await repos().examPlaces.list(DETAIL)).find((p) => p.id === 2)!;
    expect([busan.count, busan.waiting]).toEqual([1, 1]);
  });
});
