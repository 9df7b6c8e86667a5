import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inLogScope } from '../../domain/log.ts';
import { daemonAddress, sampledTrace, traceSdkCalls } from './xray-subsegments.ts';

/** A DynamoDB client whose calls answer `status` with `body` on loopback, without a network; traced as the wiring traces. */
function clientAnswering(status: number, body: object, headers: Record<string, string> = {}): DynamoDBClient {
  const client = new DynamoDBClient({
    region: 'ap-northeast-2',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 2,
    retryStrategy: undefined,
    requestHandler: {
      // An HTTP response as the SDK's handlers answer one (its HttpResponse is duck-typed).
      handle: async () => ({ response: { statusCode: status, headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'REQ1', ...headers }, body: Readable.from([JSON.stringify(body)]) } }),
    },
  });
  traceSdkCalls(client);
  return client;
}

let daemon: Socket;
const received: string[] = [];
const TRACE = 'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1';

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (m) => received.push(m.toString('utf8')));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${(daemon.address() as AddressInfo).port}`;
});
afterEach(() => {
  received.length = 0;
  delete process.env._X_AMZN_TRACE_ID;
});
afterAll(() => {
  daemon.close();
  delete process.env.AWS_XRAY_DAEMON_ADDRESS;
});

const arrived = async (n: number) => {
  for (let i = 0; i < 100 && received.length < n; i++) await new Promise((r) => setTimeout(r, 10));
  return received.map((m) => {
    const [header, doc] = m.split('\n');
    expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
    return JSON.parse(doc!) as Record<string, any>;
  });
};

describe('X-Ray subsegments of the SDK calls', () => {
  it("sends one subsegment a call under the invocation's trace, with the operation, table, status and the tenant, never the key", async () => {
    process.env._X_AMZN_TRACE_ID = TRACE;
    const client = clientAnswering(200, { Item: { pk: { S: 'T#1001#A#00000042' } } });
    await inLogScope({ route: 'GetApplicant', tenantId: 1001, applicantId: 42 }, () => client.send(new GetItemCommand({ TableName: 'portal-prod', Key: { pk: { S: 'T#1001#A#00000042' }, sk: { S: 'APPLICANT' } } })));
    const [doc, ...more] = await arrived(1);
    expect(more).toEqual([]);
    expect(doc).toMatchObject({
      name: 'DynamoDB',
      type: 'subsegment',
      namespace: 'aws',
      trace_id: '1-67891233-abcdef012345678912345678',
      parent_id: '53995c3f42cd8ad8',
      aws: { operation: 'GetItem', table_name: 'portal-prod', request_id: 'REQ1', retries: 0 },
      http: { response: { status: 200 } },
      annotations: { route: 'GetApplicant', tenantId: 1001 },
    });
    expect(doc!.id).toMatch(/^[0-9a-f]{16}$/);
    expect(doc!.end_time).toBeGreaterThanOrEqual(doc!.start_time);
    // No input, output or applicant id leaves with the trace.
    expect(JSON.stringify(doc)).not.toMatch(/A#00000042|applicantId/);
  });

  it('marks a throttled call (after its retries) and still fails the call as it would', async () => {
    process.env._X_AMZN_TRACE_ID = TRACE;
    const client = clientAnswering(400, { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' });
    await expect(client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }))).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' });
    const [doc] = await arrived(1);
    expect(doc).toMatchObject({ throttle: true, error: true, http: { response: { status: 400 } }, aws: { operation: 'GetItem', retries: 1 } });
    expect(doc!.fault).toBeUndefined();
  });

  it('sends nothing when the trace is not sampled or there is no daemon (npm start, tests)', async () => {
    process.env._X_AMZN_TRACE_ID = TRACE.replace('Sampled=1', 'Sampled=0');
    await clientAnswering(200, {}).send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }));
    delete process.env._X_AMZN_TRACE_ID;
    await clientAnswering(200, {}).send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }));
    // Sampled, but no daemon to send to.
    const address = process.env.AWS_XRAY_DAEMON_ADDRESS;
    delete process.env.AWS_XRAY_DAEMON_ADDRESS;
    process.env._X_AMZN_TRACE_ID = TRACE;
    await clientAnswering(200, {}).send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }));
    process.env.AWS_XRAY_DAEMON_ADDRESS = address;
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
  });

  it("reads Lambda's trace header and the daemon's address in both of its forms", () => {
    expect(sampledTrace(TRACE)).toEqual({ root: '1-67891233-abcdef012345678912345678', parent: '53995c3f42cd8ad8' });
    expect(sampledTrace('Root=1-a-b;Sampled=1')).toBeUndefined();
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
    expect(daemonAddress('')).toBeUndefined();
    expect(daemonAddress('nonsense')).toBeUndefined();
  });
});
