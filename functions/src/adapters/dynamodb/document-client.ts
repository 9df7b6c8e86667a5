import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, type Config } from '../../config.ts';
import { storeRetryStrategy } from './store-retry.ts';

let client: DynamoDBDocumentClient | undefined;
let base: DynamoDBClient | undefined;

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

/** A client for the configuration's region and endpoint (the endpoint is set only locally). */
export function createDynamoClients(c: Config): { base: DynamoDBClient; document: DynamoDBDocumentClient } {
  const created = new DynamoDBClient({
    region: c.AWS_REGION,
    retryStrategy: storeRetryStrategy(STORE_MAX_ATTEMPTS),
    // throwOnRequestTimeout: without it the SDK only logs a warning when the timeout passes and keeps waiting.
    requestHandler: { connectionTimeout: 1_000, requestTimeout: STORE_REQUEST_TIMEOUT_MS, throwOnRequestTimeout: true },
    ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return { base: created, document: DynamoDBDocumentClient.from(created, { marshallOptions: { removeUndefinedValues: true } }) };
}

/** The local tools' and tests' shared client; the functions get theirs from the wiring (functions/src/wiring). */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) ({ base, document: client } = createDynamoClients(config()));
  return client;
}
export function resetDocumentClient(): void {
  client = undefined;
}
