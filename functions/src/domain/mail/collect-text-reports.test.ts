import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../errors.ts';
import type { OutboxMessage, TextReport } from '../ports.ts';
import { collectTextReports, nextReportLook, REPORT_GIVE_UP_MS } from './collect-text-reports.ts';
import type { DeliveryContext } from './deliver-messages.ts';

const SENT = Date.parse('2026-12-02T01:00:00.000Z');
const sentText = (id: string): OutboxMessage => ({ id, kind: 'step-result', channel: 'sms', to: '', text: '', state: 'sent', tries: 1, createdAt: new Date(SENT).toISOString(), dueAt: '', sentAt: new Date(SENT).toISOString(), receipt: { via: 'sens-sms', requestId: id } });

/** The job over one tenant's due reports, every store call recorded, the provider answering `reports` per message id. */
function run(nowMs: number, due: OutboxMessage[], report: (id: string) => TextReport | Error) {
  const calls: string[] = [];
  const outbox = {
    reportsDue: async () => due,
    recordOutcome: async (m: OutboxMessage, outcome: string, _at: Date, reason?: string) => (calls.push(`${m.id} ${outcome}${reason ? ` (${reason})` : ''}`), true),
    reportLater: async (m: OutboxMessage, at: Date) => (calls.push(`${m.id} later +${(at.getTime() - nowMs) / 60_000}m`), true),
    stopReports: async (m: OutboxMessage) => (calls.push(`${m.id} stop`), true),
  };
  const ctx = {
    clock: { now: () => new Date(nowMs) },
    tenants: { all: async () => [1] },
    reposFor: () => ({ outbox }),
    notifier: {
      textReport: async (r: { requestId: string }) => {
        const answer = report(r.requestId);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  } as unknown as DeliveryContext;
  return { calls, counts: collectTextReports(ctx, { untilMs: nowMs + 10_000 }) };
}

describe('collecting delivery reports of sent texts', () => {
  it('records final answers, asks again after a wait that grows with the age of the text, and stops after a day or when untraceable', async () => {
    const answers: Record<string, TextReport> = {
      ok: { state: 'delivered' },
      lost: { state: 'undelivered', reason: 'SMS 3018 전원 꺼짐' },
      later: { state: 'pending' },
      fellBack: { state: 'untraceable', reason: '알림톡 3019: SMS로 대체 발송' },
    };
    const at5 = run(SENT + 5 * 60_000, Object.keys(answers).map(sentText), (id) => answers[id]!);
    expect(await at5.counts).toMatchObject({ delivered: 1, undelivered: 1, pending: 1, untraceable: 1 });
    expect(at5.calls).toEqual(['ok delivered', 'lost undelivered (SMS 3018 전원 꺼짐)', 'later later +5m', 'fellBack stop']);
    // The next look is the text's age away: a minute at first, never more than an hour.
    expect(nextReportLook(SENT, SENT + 30_000).getTime() - SENT).toBe(90_000);
    expect(nextReportLook(SENT, SENT + 5 * 3_600_000).getTime() - (SENT + 5 * 3_600_000)).toBe(3_600_000);
    const dayOld = run(SENT + REPORT_GIVE_UP_MS, [sentText('later')], () => ({ state: 'pending' }));
    expect(await dayOld.counts).toMatchObject({ 'given-up': 1 });
    expect(dayOld.calls).toEqual(['later stop']);
  });

  it('leaves every report for the next run when the provider fails, and asks again later about an answer it cannot read', async () => {
    const failing = run(SENT + 5 * 60_000, [sentText('a'), sentText('b')], () => new ServiceUnavailableError('sms'));
    expect(await failing.counts).toMatchObject({ unavailable: 1 });
    expect(failing.calls).toEqual([]);
    const unreadable = run(SENT + 5 * 60_000, [sentText('a')], () => new SyntaxError('not JSON'));
    expect(await unreadable.counts).toMatchObject({ unavailable: 1 });
    expect(unreadable.calls).toEqual(['a later +5m']);
  });
});
