import type { SQSBatchItemFailure, SQSBatchResponse, SQSRecord } from 'aws-lambda';
import type { WorkQueue } from '../domain/ports.ts';
import { addLogKeys, errorText, log, withLogKeys } from '../domain/log.ts';

/** What a fanned-out job does with one unit of its queue. */
export interface UnitRunner<U extends { tenantId: number; projectId: number }> {
  /** The log line's name ('deadline unit', 'retention unit'). */
  name: string;
  /** The message's unit, or an error naming what is wrong with it (it is then tried again and parked, for a person to see). */
  parse(record: SQSRecord): U;
  /** Applies the unit under this try's holder id (`tries`: this one included); 'continues' when it ran out of time and must be sent again. */
  run(unit: U, holder: string, tries: number): Promise<{ outcome: string } & Record<string, unknown>>;
}

/**
 * The units of a fanned-out job (the queue's invocation, one message each as the stack's mapping sends them): each
 * applied alone; a unit that failed is reported to the queue, which tries it again and parks it after its last try;
 * one that ran out of time is sent again to go on where it stopped.
 */
export async function runUnits<U extends { tenantId: number; projectId: number }>(
  records: readonly SQSRecord[],
  units: WorkQueue<U>,
  holder: string,
  runner: UnitRunner<U>,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchItemFailure[] = [];
  await Promise.all(
    records.map((record) => withLogKeys({ messageId: record.messageId }, async () => {
      const tries = Number(record.attributes.ApproximateReceiveCount);
      try {
        const unit = runner.parse(record);
        addLogKeys({ tenantId: unit.tenantId, projectId: unit.projectId });
        const r = await runner.run(unit, `${holder}#${record.messageId}`, tries);
        if (r.outcome === 'continues') await units.send([unit]);
        log.info(runner.name, { ...unit, ...r, tries });
      } catch (e) {
        log.error(`${runner.name} failed`, { tries, error: errorText(e) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    })),
  );
  return { batchItemFailures };
}
