import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { freePort } from '../../functions/src/local/free-port.ts';
import { createLocalOutbox } from '../../functions/src/local/local-outbox.ts';
import { startLocalServer, type LocalServerLimits } from '../../functions/src/local/local-server.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The local server's own limits (audit 2026-11-27 F15): a body trickling in or stalling is cut off within seconds,
 * connections beyond the cap are dropped, and a client that hangs up mid-body leaves no stack trace in the log.
 * Each test runs a server of its own with small limits; every wait is bounded, none is a fixed sleep.
 */
let portal: TestPortal;
const servers: Server[] = [];

beforeAll(async () => {
  // The API path reads the portal's clock and configuration, which the test portal sets up.
  portal = await startTestPortal([]);
});
afterAll(() => portal?.close());
afterEach(async () => {
  vi.restoreAllMocks();
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

async function serve(limits: Partial<LocalServerLimits>): Promise<{ server: Server; port: number }> {
  const port = await freePort();
  const outbox = createLocalOutbox(join(mkdtempSync(join(tmpdir(), 'outbox-')), 'sms.jsonl'), inject('standIns').sesEndpoint);
  const server = await startLocalServer({ port, host: '127.0.0.1', webDist: join(import.meta.dirname, '..', 'support', 'no-web-build'), outbox, limits });
  servers.push(server);
  return { server, port };
}

/** A raw connection that writes `head` and collects what the server answers until it closes. */
function open(port: number, head = '') {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (received += c));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((r) => socket.on('close', () => r(received)));
  if (head) socket.write(head);
  return { socket, closed };
}

/** `p`, or a failure naming what is still open after `ms`. */
async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} still open after ${ms} ms`)), ms)));
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

const connections = (server: Server) => new Promise<number>((r, reject) => server.getConnections((e, n) => (e ? reject(e) : r(n))));
const postHead = (length: number) => `POST /api/app/applicant/check HTTP/1.1\r\nHost: alpha.localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('the local server cuts off slow clients (F15)', () => {
  it('closes a connection that sends its headers and then trickles its body, within the request timeout', async () => {
    const { port } = await serve({ requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, bodyIdleMs: 1_000 });
    const client = open(port, postHead(100_000));
    // One byte every 100 ms: never idle, never done.
    const trickle = setInterval(() => client.socket.writable && client.socket.write('x'), 100);
    const started = Date.now();
    try {
      const answer = await within(client.closed, 6_000, 'a trickling body');
      expect(Date.now() - started).toBeLessThan(6_000);
      expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
    } finally {
      clearInterval(trickle);
      client.socket.destroy();
    }
  });

  it('answers 408 and closes a body that stops arriving before its end', async () => {
    const { port } = await serve({ requestTimeoutMs: 10_000, headersTimeoutMs: 5_000, bodyIdleMs: 500 });
    const client = open(port, `${postHead(100)}{"projectId":`);
    const answer = await within(client.closed, 4_000, 'a stalled body');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(messages.api.requestTimeout);
  });

  it('drops connections beyond its cap and serves again once they are gone', async () => {
    const { server, port } = await serve({ maxConnections: 3, requestTimeoutMs: 20_000, headersTimeoutMs: 10_000 });
    const held = [0, 1, 2].map(() => open(port, 'GET / HTTP/1.1\r\n'));
    await expect.poll(() => connections(server)).toBe(3);
    const extra = open(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await within(extra.closed, 3_000, 'a connection beyond the cap')).toBe('');
    for (const h of held) h.socket.destroy();
    await expect.poll(() => connections(server)).toBe(0);
    const again = open(port, 'GET /api/no-such-route HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await within(again.closed, 5_000, 'a request after the others left')).toMatch(/^HTTP\/1\.1 404/);
  });

  it('logs no stack trace when a client hangs up in the middle of its body', async () => {
    const { server, port } = await serve({ bodyIdleMs: 10_000 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let request: IncomingMessage | undefined;
    server.once('request', (req: IncomingMessage) => (request = req));
    const client = open(port, `${postHead(100)}{"projectId":`);
    // The server is reading the body when the client goes.
    await expect.poll(() => request?.listenerCount('data') ?? 0).toBeGreaterThan(0);
    client.socket.destroy();
    await expect.poll(() => connections(server)).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([]);
  });
});
