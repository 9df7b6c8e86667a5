import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { config } from '../../config.ts';

let client: SNSClient | undefined;
export function snsClient(): SNSClient {
  const c = config();
  client ??= new SNSClient({
    region: c.AWS_REGION,
    ...(c.SNS_ENDPOINT ? { endpoint: c.SNS_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}
export function resetSnsClient(): void {
  client = undefined;
}

/** Korean mobile numbers in E.164 (010-1234-5678 -> +821012345678), as SNS expects. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `+82${digits.slice(1)}` : `+${digits}`;
}

export async function sendSmsViaSns(to: string, text: string): Promise<void> {
  await snsClient().send(
    new PublishCommand({
      PhoneNumber: toE164(to),
      Message: text,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
