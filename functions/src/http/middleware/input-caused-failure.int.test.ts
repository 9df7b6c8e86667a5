import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { messages } from '@portal/shared';
import { useStandIns } from '../../local/boot-local.ts';
import { ensureTable } from '../../adapters/dynamodb/create-table.ts';
import { rawDynamoClient, scopedClient } from '../../adapters/dynamodb/document-client.ts';
import { tenantRepositories } from '../../adapters/dynamodb/tenant-repositories.ts';
import type { TenantRepositories } from '../../domain/ports.ts';
import { inputCausedFailure } from './input-caused-failure.ts';

/**
 * The net behind the input guards: what DynamoDB Local itself throws for values it cannot hold is answered as a
 * Korean 4xx, not a 500. Each write goes straight to a repository, past the guards, to get the store's own error.
 */
let repos: TenantRepositories;

beforeAll(async () => {
  const s = inject('standIns');
  const table = `icf-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  await ensureTable(rawDynamoClient(), table);
  repos = tenantRepositories(scopedClient(1), table, () => new Date());
});

async function storeError(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (e) {
    return e;
  }
  throw new Error('the store took the value');
}
const draft = (values: Record<string, unknown>) => () =>
  repos.drafts.put({ applicantId: 1, projectId: 1, pageIndex: 0, version: 0, values, savedAt: '2026-01-01 00:00:00' });

describe('store errors caused by the input', () => {
  it('answers an item over 400 KB with 413', async () => {
    const e = await storeError(draft({ a: 'x'.repeat(410 * 1024) }));
    expect(inputCausedFailure(e)).toEqual({ status: 413, message: messages.input.storeTooLarge });
  });

  it('answers an item over 400 KB inside a transaction with 413', async () => {
    const e = await storeError(() =>
      repos.answers.savePage({ applicantId: 1, pageIndex: 0, expectedVersion: 0, values: { a: 'x'.repeat(410 * 1024) }, saveType: 'temp', savedAt: '2026-01-01 00:00:00' }),
    );
    expect(inputCausedFailure(e)).toEqual({ status: 413, message: messages.input.storeTooLarge });
  });

  it('answers an empty attribute name and nesting beyond 32 levels with 400', async () => {
    expect(inputCausedFailure(await storeError(draft({ '': 1 })))).toEqual({ status: 400, message: messages.input.storeRefused });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(inputCausedFailure(await storeError(draft({ deep })))).toEqual({ status: 400, message: messages.input.storeRefused });
  });

  it('answers numbers the SDK or the store cannot hold with 400', async () => {
    expect(inputCausedFailure(await storeError(draft({ n: 1e308 })))).toEqual({ status: 400, message: messages.input.numberOutOfRange });
    expect(inputCausedFailure(await storeError(draft({ n: -1e308 })))).toEqual({ status: 400, message: messages.input.numberOutOfRange });
    expect(inputCausedFailure(await storeError(draft({ n: 1e-200 })))).toEqual({ status: 400, message: messages.input.storeRefused });
  });
});
