import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { Config } from '../../config.ts';
import { sendRetryStrategy } from '../send-retry.ts';
import { callService, SERVICE_REQUEST_HANDLER } from '../service-failure.ts';
import { assertSendAccess, checkAccessOf } from '../access/access-guard.ts';
import { traceSdkCalls } from '../log/xray-subsegments.ts';

/** A client for the configuration's region and endpoint (locally the SMS outbox). */
export function createSnsClient(c: Config): SNSClient {
  const client = new SNSClient({
    region: c.AWS_REGION,
    requestHandler: SERVICE_REQUEST_HANDLER,
    retryStrategy: sendRetryStrategy(),
    ...(c.SNS_ENDPOINT ? { endpoint: c.SNS_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  // Locally, only a function that declared SMS sends it (access-guard.ts).
  checkAccessOf(client, () => assertSendAccess('sms'));
  traceSdkCalls(client);
  return client;
}

/** Korean mobile numbers in E.164 (010-1234-5678 -> +821012345678), as SNS expects. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `+82${digits.slice(1)}` : `+${digits}`;
}

/** Sends a transactional SMS through the client; SNS failing beyond the SDK's retries throws ServiceUnavailableError. */
export const snsSmsSender = (client: SNSClient) => async (to: string, text: string): Promise<void> => {
  const command = new PublishCommand({
    PhoneNumber: toE164(to),
    Message: text,
    MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
  });
  await callService('sms', () => client.send(command));
};
