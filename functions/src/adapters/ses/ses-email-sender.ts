import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from '../../config.ts';
import { callService, SERVICE_REQUEST_HANDLER } from '../service-failure.ts';

/** A client for the configuration's region and endpoint (locally the aws-ses-v2-local outbox). */
export const createSesClient = (c: Config): SESv2Client =>
  new SESv2Client({
    region: c.AWS_REGION,
    requestHandler: SERVICE_REQUEST_HANDLER,
    ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });

/** Sends an e-mail from `sender` through the client; SES failing beyond the SDK's retries throws ServiceUnavailableError. */
export const sesEmailSender = (client: SESv2Client, sender: string) => async (to: string, subject: string, text: string, html?: string): Promise<void> => {
  const command = new SendEmailCommand({
    FromEmailAddress: sender,
    Destination: { ToAddresses: [to] },
    Content: {
      Simple: {
        Subject: { Data: subject, Charset: 'UTF-8' },
        Body: { Text: { Data: text, Charset: 'UTF-8' }, ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}) },
      },
    },
  });
  await callService('email', () => client.send(command));
};
