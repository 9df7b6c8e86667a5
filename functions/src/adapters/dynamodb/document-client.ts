import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, type Config } from '../../config.ts';
import { storeRetryStrategy } from './store-retry.ts';
import { assertTenantScope } from './tenant-scope.ts';
import { assertStoreAccess, checkAccessOf } from '../access/access-guard.ts';
import { traceSdkCalls } from '../log/xray-subsegments.ts';
import type { CredentialProvider } from '../sts/tenant-credentials.ts';

let client: DynamoDBDocumentClient | undefined;
let base: DynamoDBClient | undefined;
let scopedOfShared: ((tenantId: number) => ScopedClient) | undefined;

/** The low-level client (table management, local only). */
export function rawDynamoClient(): DynamoDBClient {
  documentClient();
  return base!;
}

/**
 * Throttling (a hot partition), 500s and hung connections are tried again with jittered exponential backoff
 * (store-retry.ts): four tries of at most 2 s each, at most 1.4 s of waiting, inside a handler's 10 s timeout.
 */
export const STORE_MAX_ATTEMPTS = 4;
const STORE_REQUEST_TIMEOUT_MS = 2_000;

/** A write the store applied: the command's name and its input in the wire format (AttributeValues). */
export type AppliedWrite = { command: string; input: Record<string, unknown> };
let writeListener: ((w: AppliedWrite) => void) | undefined;

/**
 * Local runtime only: told of every write this process's clients applied, which the local runtime turns into the
 * table's stream records (DynamoDB Local's own streams slow every write as their records pile up). Lambda never sets it.
 */
export function onAppliedWrites(listener: ((w: AppliedWrite) => void) | undefined): void {
  writeListener = listener;
}

/**
 * A client for the configuration's region and endpoint (the endpoint is set only locally). `scope.tenantId`: every call
 * outside that tenant's partitions is refused before it is sent (tenant-scope.ts); `scope.requestHandler` shares the
 * connections of the process's first client; `scope.credentials` (on AWS, where the stack names a tenant role): the
 * tenant's own, which IAM holds to its partitions as well (adapters/sts/tenant-credentials.ts).
 */
export function createDynamoClients(
  c: Config,
  scope?: { tenantId: number; requestHandler: DynamoDBClient['config']['requestHandler']; credentials?: CredentialProvider | undefined },
): { base: DynamoDBClient; document: DynamoDBDocumentClient } {
  const created = new DynamoDBClient({
    region: c.AWS_REGION,
    retryStrategy: storeRetryStrategy(STORE_MAX_ATTEMPTS),
    // throwOnRequestTimeout: without it the SDK only logs a warning when the timeout passes and keeps waiting.
    requestHandler: scope?.requestHandler ?? { connectionTimeout: 1_000, requestTimeout: STORE_REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
    ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    // After the local endpoint's: the bench signs DynamoDB Local's calls with tenant sessions too (credentials-bench.ts).
    ...(scope?.credentials ? { credentials: scope.credentials } : {}),
  });
  if (scope) {
    const { tenantId } = scope;
    created.middlewareStack.add(
      (next, context) => async (args) => {
        assertTenantScope(tenantId, String(context.commandName ?? ''), args.input as Parameters<typeof assertTenantScope>[2]);
        return next(args);
      },
      // Before the retry and the send, on the input as it goes on the wire; refused calls are never tried again.
      { step: 'build', name: 'tenantScope', priority: 'high' },
    );
  }
  // The local runtime's stand-in for the function's role (access-guard.ts); on Lambda it checks nothing.
  checkAccessOf(created, assertStoreAccess);
  traceSdkCalls(created);
  created.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      writeListener?.({ command: String(context.commandName ?? ''), input: args.input as Record<string, unknown> });
      return out;
    },
    // After serialisation the input is what went on the wire: AttributeValues, as a stream record carries them.
    { step: 'build', name: 'appliedWriteListener' },
  );
  return { base: created, document: DynamoDBDocumentClient.from(created, { marshallOptions: { removeUndefinedValues: true } }) };
}

/** The local tools' and tests' shared client; the functions get theirs from the wiring (functions/src/wiring). */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) ({ base, document: client } = createDynamoClients(config()));
  return client;
}
export function resetDocumentClient(): void {
  client = undefined;
  scopedOfShared = undefined;
}

/** A document client that can reach one tenant's partitions only (tenant-scope.ts), and that tenant. */
export interface ScopedClient {
  readonly tenantId: number;
  readonly document: DynamoDBDocumentClient;
}

/**
 * Per tenant, one scoped client over the process's connections, made on first use and kept (a warm container serves
 * few tenants; the local runtime and the tests, every tenant they create). With `credentialsOf` (a deployed function
 * whose access is one tenant's), each signs with its tenant's credentials instead of the function's own.
 */
export function scopedClients(c: Config, shared: DynamoDBClient, credentialsOf?: (tenantId: number) => CredentialProvider): (tenantId: number) => ScopedClient {
  const made = new Map<number, ScopedClient>();
  return (tenantId) => {
    let scoped = made.get(tenantId);
    if (!scoped) {
      scoped = { tenantId, document: createDynamoClients(c, { tenantId, requestHandler: shared.config.requestHandler, credentials: credentialsOf?.(tenantId) }).document };
      made.set(tenantId, scoped);
    }
    return scoped;
  };
}

/** The local tools' and tests' scoped client of one tenant, over the shared client's connections. */
export function scopedClient(tenantId: number): ScopedClient {
  documentClient();
  scopedOfShared ??= scopedClients(config(), base!);
  return scopedOfShared(tenantId);
}
