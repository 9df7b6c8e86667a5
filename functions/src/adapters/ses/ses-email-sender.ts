import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import type { Config } from '../../config.ts';
import type { EmailOptions } from '../../domain/ports.ts';
import { sendRetryStrategy } from '../send-retry.ts';
import { callService, SERVICE_REQUEST_HANDLER } from '../service-failure.ts';
import { assertSendAccess, checkAccessOf } from '../access/access-guard.ts';
import { traceSdkCalls } from '../log/xray-subsegments.ts';

/** A client for the configuration's region and endpoint (locally the aws-ses-v2-local outbox). */
export function createSesClient(c: Config): SESv2Client {
  const client = new SESv2Client({
    region: c.AWS_REGION,
    requestHandler: SERVICE_REQUEST_HANDLER,
    retryStrategy: sendRetryStrategy(),
    ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  // Locally, only a function that declared mail sends it (access-guard.ts).
  checkAccessOf(client, () => assertSendAccess('email'));
  traceSdkCalls(client);
  return client;
}

/**
 * Sends an e-mail from `sender` through the client and, on AWS, the stage's configuration set, tagged so its events
 * find the message again; SES failing (after the throttle retries of sendRetryStrategy) throws ServiceUnavailableError.
 */
export const sesEmailSender =
  (client: SESv2Client, sender: string, configurationSet: string | undefined) =>
  async (to: string, subject: string, text: string, options: EmailOptions = {}): Promise<void> => {
    const input: SendEmailCommandInput = {
      FromEmailAddress: sender,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, ...(options.html ? { Html: { Data: options.html, Charset: 'UTF-8' } } : {}) },
        },
      },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      ...(options.tags ? { EmailTags: Object.entries(options.tags).map(([Name, Value]) => ({ Name, Value })) } : {}),
    };
    await callService('email', () => client.send(new SendEmailCommand(input)));
  };
