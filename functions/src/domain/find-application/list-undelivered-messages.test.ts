import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, OutboxMessage } from '../ports.ts';
import { listUndeliveredMessages } from './list-undelivered-messages.ts';

let n = 0;
/** A kept outbox record as delivery and SES's events leave it (the text gone once it was sent or dropped). */
const kept = (id: string, over: Partial<OutboxMessage>): OutboxMessage => ({
  id,
  kind: 'receipt',
  channel: 'email',
  to: '',
  text: '',
  applicantId: 7,
  state: 'sent',
  tries: 1,
  createdAt: `2026-11-29T00:00:${String(++n).padStart(2, '0')}.000Z`,
  dueAt: '2026-11-29T00:00:00.000Z',
  ...over,
});
const notesFor = (applicant: Partial<ApplicantRecord>, messages: OutboxMessage[]) =>
  listUndeliveredMessages({ repos: { outbox: { forApplicant: async () => messages } } } as unknown as AppContext, { id: 7, status: 'Y', submissionCount: 2, ...applicant } as ApplicantRecord);

describe("the history's notes on mails that did not arrive (issue 42)", () => {
  it('reads a bounced receipt of the current submission, and none of the delivered, waiting or earlier ones', async () => {
    expect(
      await notesFor({}, [
        kept('receipt.7.1', { outcome: 'bounced' }),
        kept('receipt.7.2', { outcome: 'bounced' }),
        kept('inquiry-ack.1', { kind: 'inquiry-ack', outcome: 'delivered' }),
        kept('exam-seat.7.a', { kind: 'exam-seat', state: 'pending', tries: 3, lastError: 'ServiceUnavailable' }),
      ]),
    ).toEqual([{ item: 'receipt', channel: 'email', problem: 'bounced', stepId: null }]);
    // Delivered after all (its bounce was of the earlier submission): nothing to say.
    expect(await notesFor({}, [kept('receipt.7.1', { outcome: 'bounced' }), kept('receipt.7.2', { outcome: 'delivered' })])).toEqual([]);
  });

  it("tells a complaint, a mail dropped for a suppressed mailbox, a parked send and a provider's rejection apart", async () => {
    expect(await notesFor({}, [kept('receipt.7.2', { outcome: 'complained' })])).toEqual([{ item: 'receipt', channel: 'email', problem: 'complained', stepId: null }]);
    expect(await notesFor({}, [kept('receipt.7.2', { state: 'dropped', lastError: '반송되었거나 수신을 거부한 메일 주소라 보내지 않았습니다.' })])).toEqual([
      { item: 'receipt', channel: 'email', problem: 'suppressed', stepId: null },
    ]);
    expect(await notesFor({}, [kept('receipt.7.2', { state: 'failed', lastError: 'Illegal address' })])).toEqual([{ item: 'receipt', channel: 'email', problem: 'failed', stepId: null }]);
    expect(await notesFor({}, [kept('receipt.7.2', { outcome: 'rejected' })])).toEqual([{ item: 'receipt', channel: 'email', problem: 'failed', stepId: null }]);
  });

  it('reads the cancellation notice instead of the receipt once the submission is cancelled', async () => {
    const messages = [kept('receipt.7.2', { outcome: 'bounced' }), kept('cancellation.7.2', { kind: 'cancellation', state: 'dropped' })];
    expect(await notesFor({ status: 'N' }, messages)).toEqual([{ item: 'cancellation', channel: 'email', problem: 'suppressed', stepId: null }]);
  });

  it("names each step whose result notice did not arrive, by mail or by text, and only the newest seat notice and inquiry acknowledgement", async () => {
    expect(
      await notesFor({}, [
        kept('step-result.705.7.email', { kind: 'step-result', outcome: 'bounced', stepId: 705 }),
        kept('step-result.705.7.sms', { kind: 'step-result', channel: 'sms', state: 'failed', stepId: 705 }),
        kept('step-result.706.7.email', { kind: 'step-result', outcome: 'delivered', stepId: 706 }),
        kept('exam-seat.7.a', { kind: 'exam-seat', state: 'failed' }),
        kept('exam-seat.7.b', { kind: 'exam-seat', outcome: 'delivered' }),
        kept('inquiry-ack.1', { kind: 'inquiry-ack', outcome: 'delivered' }),
        kept('inquiry-ack.2', { kind: 'inquiry-ack', outcome: 'bounced' }),
      ]),
    ).toEqual([
      { item: 'step-result', channel: 'email', problem: 'bounced', stepId: 705 },
      { item: 'step-result', channel: 'sms', problem: 'failed', stepId: 705 },
      { item: 'inquiry-ack', channel: 'email', problem: 'bounced', stepId: null },
    ]);
  });

  it('leaves verification codes out: the applicant waits for them on the screen', async () => {
    expect(await notesFor({}, [kept('code.x', { kind: 'code', state: 'dropped' }), kept('password-reset.x', { kind: 'password-reset', channel: 'sms', state: 'failed' })])).toEqual([]);
  });
});
