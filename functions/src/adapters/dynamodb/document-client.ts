import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config.ts';

let client: DynamoDBDocumentClient | undefined;
let base: DynamoDBClient | undefined;

/** The low-level client (table management, local only). */
export function rawDynamoClient(): DynamoDBClient {
  documentClient();
  return base!;
}

/** One client per process (per Lambda container); the endpoint is set only locally. */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const c = config();
    base = new DynamoDBClient({
      region: c.AWS_REGION,
      ...(c.DYNAMODB_ENDPOINT
        ? { endpoint: c.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}
export function resetDocumentClient(): void {
  client = undefined;
}
