import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../../config.ts';

let client: SESv2Client | undefined;
export function sesClient(): SESv2Client {
  const c = config();
  client ??= new SESv2Client({
    region: c.AWS_REGION,
    ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return client;
}
export function resetSesClient(): void {
  client = undefined;
}

export async function sendEmailViaSes(to: string, subject: string, text: string, html?: string): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config().SENDER_EMAIL,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}) },
        },
      },
    }),
  );
}
