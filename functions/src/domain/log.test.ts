import { describe, expect, it } from 'vitest';
import { addLogKeys, inLogScope, log, recordLog, withLogKeys } from './log.ts';

describe('the log scope', () => {
  it("gives every line its entry point's keys, more keys as they become known, and a record's keys beside them", async () => {
    const logged = recordLog();
    try {
      await inLogScope({ route: 'SaveApplicantPage', requestId: 'r-1' }, async () => {
        addLogKeys({ tenantId: 7 });
        log.info('one');
        await withLogKeys({ messageId: 'm-1' }, async () => log.warn('two', { tries: 2 }));
        log.info('three');
      });
      log.info('outside');
    } finally {
      logged.stop();
    }
    expect(logged.lines).toEqual([
      { level: 'info', message: 'one', fields: { route: 'SaveApplicantPage', requestId: 'r-1', tenantId: 7 } },
      { level: 'warn', message: 'two', fields: { route: 'SaveApplicantPage', requestId: 'r-1', tenantId: 7, messageId: 'm-1', tries: 2 } },
      { level: 'info', message: 'three', fields: { route: 'SaveApplicantPage', requestId: 'r-1', tenantId: 7 } },
      { level: 'info', message: 'outside', fields: {} },
    ]);
  });

  it("starts an entry point fresh, without the keys of the request it was started from (the local runtime's stream)", async () => {
    const logged = recordLog();
    try {
      await inLogScope({ route: 'RequestVerification', tenantId: 7 }, () => inLogScope({ job: 'deliver-messages' }, async () => log.info('sent')));
    } finally {
      logged.stop();
    }
    expect(logged.lines).toEqual([{ level: 'info', message: 'sent', fields: { job: 'deliver-messages' } }]);
  });

  it('keeps two requests served at once apart', async () => {
    const logged = recordLog();
    const tick = () => new Promise((r) => setImmediate(r));
    try {
      await Promise.all(
        [1, 2].map((tenantId) =>
          inLogScope({ requestId: `r-${tenantId}` }, async () => {
            await tick();
            addLogKeys({ tenantId });
            await tick();
            log.info('saved');
          }),
        ),
      );
    } finally {
      logged.stop();
    }
    expect(logged.lines.map((l) => l.fields).sort((a, b) => String(a.requestId).localeCompare(String(b.requestId)))).toEqual([
      { requestId: 'r-1', tenantId: 1 },
      { requestId: 'r-2', tenantId: 2 },
    ]);
  });
});
