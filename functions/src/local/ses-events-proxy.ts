import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { LOOPBACK_HOST } from './listen-host.ts';

/** A mail SES accepted, as the configuration set's events see it: its sender, recipients, tags and SES's message id. */
export type AcceptedMail = Pick<SendEmailCommandInput, 'FromEmailAddress' | 'Destination' | 'EmailTags'> & { messageId: string | undefined };

/** SES v2's SendEmail, as the SDK's REST-JSON protocol sends it. */
const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/**
 * A pass-through in front of the SES stand-in that sees each mail SES accepts, on SES's side of the wire, as the
 * configuration set does on AWS: its events follow the acceptance whether or not SES's answer reaches the sender (a
 * timeout, a connection cut on the way back), so a delivery whose answer was lost finds its message marked sent by the
 * Send event instead of mailing it twice after its backoff. Every other request passes through untouched.
 */
export async function startSesEventsProxy(upstream: string, onAccepted: (mail: AcceptedMail) => void): Promise<{ endpoint: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: IncomingHttpHeaders = { ...req.headers, host: target.host };
      const forward = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
        const answered: Buffer[] = [];
        answer.on('data', (c: Buffer) => answered.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(answered);
          if (req.method === 'POST' && req.url?.split('?')[0] === SEND_EMAIL_PATH && answer.statusCode === 200) accepted(body, text);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(text);
        });
      });
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      forward.end(body);
    });
  });
  const accepted = (body: Buffer, answer: Buffer) => {
    try {
      const input = JSON.parse(body.toString('utf8')) as SendEmailCommandInput;
      const { MessageId } = JSON.parse(answer.toString('utf8')) as { MessageId?: string };
      onAccepted({ FromEmailAddress: input.FromEmailAddress, Destination: input.Destination, EmailTags: input.EmailTags, messageId: MessageId });
    } catch {
      // A body the stand-in accepted but this cannot read plays no events: the delivery's own mark still holds.
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${LOOPBACK_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive: close them too, or close() waits for them.
        server.closeAllConnections();
      }),
  };
}
