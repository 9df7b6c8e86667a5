import { BatchWriteItemCommand, type BatchWriteItemCommandOutput, type WriteRequest } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { rawDynamoClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { applicantGsi } from '../../functions/src/adapters/dynamodb/applicant-repository.ts';
import { entity, keys } from '../../functions/src/adapters/dynamodb/keys.ts';
import { config } from '../../functions/src/config.ts';
import { testApplicantRecord } from './test-applicants.ts';

/** DynamoDB's most items one BatchWriteItem takes. */
const BATCH = 25;

/**
 * `count` applications of one task written straight into the table, each with its first page saved as `values(id)`:
 * the applicant item (with its listing index entry, as the repository writes it) and its answer page, 25 items a
 * BatchWriteItem and `inFlight` batches at once (what the store's own create would take hours for at 100,000). Ids
 * from `firstId` on. No vitest import: the bench seeds with it too.
 */
export async function seedApplications(
  tenantId: number,
  projectId: number,
  taskId: number,
  options: { count: number; firstId: number; values: (id: number) => Record<string, unknown>; inFlight?: number },
): Promise<void> {
  const now = new Date().toISOString();
  const table = config().TABLE_NAME;
  const client = rawDynamoClient();
  const items = function* (): Generator<Record<string, unknown>> {
    for (let id = options.firstId; id < options.firstId + options.count; id++) {
      const record = testApplicantRecord(id, projectId, taskId, { name: `지원자${id}`, email: `seed${id}@example.com` });
      yield { ...record, ...keys.tableKey(tenantId, keys.applicant(id)), ...applicantGsi(tenantId, record), entity: entity.applicant, version: 1, updatedAt: now, lastSavedAt: record.createdAt };
      yield { ...keys.tableKey(tenantId, keys.answerPage(id, 0)), entity: entity.answerPage, applicantId: id, pageIndex: 0, version: 1, values: options.values(id), saveType: 'save', savedAt: record.createdAt, updatedAt: now };
    }
  };
  const write = async (batch: WriteRequest[]) => {
    let left: WriteRequest[] | undefined = batch;
    for (let tries = 0; left?.length; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 20 * tries));
      const r: BatchWriteItemCommandOutput = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: left } }));
      left = r.UnprocessedItems?.[table];
    }
  };
  const running = new Set<Promise<void>>();
  let batch: WriteRequest[] = [];
  const flush = async () => {
    const p = write(batch).finally(() => running.delete(p));
    running.add(p);
    batch = [];
    if (running.size >= (options.inFlight ?? 8)) await Promise.race(running);
  };
  for (const item of items()) {
    batch.push({ PutRequest: { Item: marshall(item, { removeUndefinedValues: true }) } });
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  await Promise.all(running);
}
