import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { messages } from '@portal/shared';
import { config } from '../config.ts';
import { s3Client } from '../adapters/s3/s3-client.ts';
import { runWithAccess } from '../adapters/access/access-guard.ts';
import { simulatorSecret } from './local-defaults.ts';
import { resolvePublicFileKey } from '../domain/public-site/resolve-public-file-key.ts';
import { resolveTenant } from '../domain/tenancy/resolve-tenant.ts';
import { processWiring } from '../wiring/process-wiring.ts';
import { serveApiDocs } from './api-docs.ts';
import type { LambdaHandler } from '../http/define-handler.ts';
import { json } from '../http/http-result.ts';
import { toApiGatewayEvent } from './api-gateway-event.ts';
import { lambdaContext } from './lambda-context.ts';
import { LOOPBACK_HOST } from './listen-host.ts';
import { renderOutboxPage, type LocalOutbox, type UnsentMessage } from './local-outbox.ts';
import { createRouteMatcher } from './route-matcher.ts';
import { sensStandIn } from './sens-stand-in.ts';
import { BODY_IDLE_MS, BodyIdleTimeout, readBody } from './read-body.ts';
import { createStaticSite, localSiteSecurityHeaders } from './static-files.ts';

/** A route function's time, as the stack gives it (middy's early timeout reads it from the context). */
const ROUTE_TIMEOUT_MS = 10_000;

/**
 * How long the server waits for a request and how many connections it holds (Node's defaults wait 300 s for a
 * request, with no cap): a client trickling a body, or stalling in the middle of it, is cut off in seconds.
 */
export interface LocalServerLimits {
  /** The whole request, headers and body, must have arrived by then (408 and close). */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** A body that sends nothing for this long is answered 408 and closed. */
  bodyIdleMs: number;
  /** Further connections are dropped at once. */
  maxConnections: number;
}

export const LOCAL_SERVER_LIMITS: LocalServerLimits = { requestTimeoutMs: 10_000, headersTimeoutMs: 5_000, bodyIdleMs: BODY_IDLE_MS, maxConnections: 512 };

export interface LocalServerOptions {
  port: number;
  /** Default loopback: see listen-host.ts. */
  host?: string;
  webDist: string;
  outbox: LocalOutbox;
  /** Resolves once the messages written so far went through the local delivery: the outbox pages wait for it. */
  delivered?: () => Promise<void>;
  limits?: Partial<LocalServerLimits>;
}

/**
 * The local server: every route of the route table goes, as an API Gateway v2 event, into the
 * same middy handler that Lambda runs; /files/public from S3; the built SPA as CloudFront serves it
 * (static-files.ts); and local-only /dev pages (outbox, SNS stand-in).
 */
export async function startLocalServer(opts: LocalServerOptions): Promise<Server> {
  const matcher = createRouteMatcher();
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const loadHandler = (name: string) => {
    let h = handlers.get(name);
    if (!h) {
      // The module file the stack bundles for this route (see routes.ts).
      const spec = new URL(`../http/handlers/${name}.ts`, import.meta.url).href;
      h = import(/* @vite-ignore */ spec).then((m: { handler: LambdaHandler }) => m.handler);
      handlers.set(name, h);
    }
    return h;
  };
  const sens = sensStandIn(opts.outbox);
  const site = createStaticSite({ root: opts.webDist, securityHeaders: () => localSiteSecurityHeaders(config().S3_ENDPOINT ?? '') });

  const limits = { ...LOCAL_SERVER_LIMITS, ...opts.limits };
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    (req, res) => {
      handle(req, res).catch((e: unknown) => {
        if (e instanceof BodyIdleTimeout) return giveUp(req, res);
        // A client that went away mid-request is no server error: nothing to answer, nothing to log.
        if (clientAborted(req, e)) return void res.destroy();
        console.error(e);
        if (!res.headersSent) send(res, json(500, { message: messages.api.serverError }));
        else res.end();
      });
    },
  );
  server.maxConnections = limits.maxConnections;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    if (await serveApiDocs(path, res)) return;
    if (path.startsWith('/api/')) {
      const receivedAt = processWiring().clock.now();
      const body = await readBody(req, undefined, limits.bodyIdleMs);
      if (body === 'too-large') return send(res, json(413, { message: '요청 본문이 너무 큽니다.' }));
      const m = matcher.match(req.method ?? 'GET', path);
      if (m === undefined) return send(res, json(404, { message: messages.api.routeNotFound }));
      if (m === 'method-not-allowed') return send(res, json(405, { message: messages.api.methodNotAllowed }));
      const handler = await loadHandler(m.route.handler);
      const event = toApiGatewayEvent(req, body, m, receivedAt, config().ORIGIN_SECRET ?? '');
      // Held to what the route declared, as its own role holds it on AWS (access-guard.ts).
      const result = await runWithAccess(m.route.id, m.route.access, () => handler(event, lambdaContext(m.route.id, ROUTE_TIMEOUT_MS)));
      return send(res, result);
    }
    // A code is sent after its request answered, as on AWS: the outbox shows it once the delivery caught up.
    if (path.startsWith('/dev/outbox')) await opts.delivered?.();
    if (path === '/dev/outbox.json') return send(res, json(200, await opts.outbox.list()));
    if (path === '/dev/outbox/unsent.json') return send(res, json(200, await unsentMessages()));
    if (path === '/dev/outbox') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(renderOutboxPage(await opts.outbox.list(), await unsentMessages()));
    }
    if ((path === '/dev/sns' || path === '/dev/sns/') && req.method === 'POST') return snsPublish(req, res);
    if (path.startsWith('/dev/sens/')) {
      const body = req.method === 'POST' ? await readBody(req, undefined, limits.bodyIdleMs) : '';
      const answered = sens(req, url, body === 'too-large' ? '' : body.toString());
      if (answered) return send(res, answered);
    }
    if (path === '/dev/identity' || path.startsWith('/dev/identity/')) {
      // The identity provider's stand-in (a popup page); local only, like the rest of /dev.
      const { handleIdentitySimulator } = await import('./identity-simulator.ts');
      return handleIdentitySimulator(req, res, { secret: simulatorSecret(config()) });
    }
    if (path === '/dev/ets' || path.startsWith('/dev/ets/')) {
      // The language-score provider's stand-in (a popup page, spec 2.13); local only.
      const { handleLanguageScoreSimulator } = await import('./language-score-simulator.ts');
      return handleLanguageScoreSimulator(req, res, { secret: simulatorSecret(config()) });
    }
    // Judged on the raw path: URL parsing would already have resolved '..' and '%2e%2e' segments.
    const rawPath = (req.url ?? '/').split('?')[0]!;
    if (rawPath.startsWith('/files/public/') || path.startsWith('/files/public/')) return servePublicFile(req, rawPath, res);
    return site.serve(req, res, path);
  }

  async function snsPublish(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req, undefined, limits.bodyIdleMs);
    const form = new URLSearchParams(body === 'too-large' ? '' : body.toString('utf8'));
    const entry = opts.outbox.recordSms(form.get('PhoneNumber') ?? '', form.get('Message') ?? '');
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(
      `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${entry.id}</MessageId></PublishResult><ResponseMetadata><RequestId>${entry.id}</RequestId></ResponseMetadata></PublishResponse>`,
    );
  }

  /** A public asset of the tenant the host names (as CloudFront serves them from the bucket's public prefix). */
  async function servePublicFile(req: IncomingMessage, rawPath: string, res: ServerResponse) {
    const { tenant } = await resolveTenant(processWiring().directory, req.headers.host ?? '', config().BASE_DOMAINS);
    const key = tenant ? resolvePublicFileKey(rawPath, tenant.id) : undefined;
    if (!key) return send(res, json(404, { message: messages.api.fileNotFound }));
    try {
      const obj = await s3Client().send(new GetObjectCommand({ Bucket: config().UPLOAD_BUCKET, Key: key }));
      res.writeHead(200, {
        'content-type': obj.ContentType ?? 'application/octet-stream',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      });
      res.end(Buffer.from(await obj.Body!.transformToByteArray()));
    } catch {
      send(res, json(404, { message: messages.api.fileNotFound }));
    }
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? LOOPBACK_HOST, () => resolveListen());
  });
  return server;
}

/** 408 to a body that stopped arriving, then the connection closes (the rest of the body is never read). */
function giveUp(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) return void req.destroy();
  res.once('finish', () => req.destroy());
  send(res, json(408, { message: messages.api.requestTimeout }), { connection: 'close' });
}

/** Node's error when the client closed the connection before its request body ended (not a reset of an outbound call). */
const clientAborted = (req: IncomingMessage, e: unknown) => e instanceof Error && (e as NodeJS.ErrnoException).code === 'ECONNRESET' && e.message === 'aborted' && req.socket.destroyed;

function send(res: ServerResponse, result: { statusCode?: number; headers?: Record<string, unknown>; body?: string; isBase64Encoded?: boolean; cookies?: string[] }, extra: Record<string, string> = {}) {
  const headers: Record<string, string | string[]> = { ...extra };
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

/** Every tenant's messages not sent yet (the portal's outbox, not the providers' stand-ins), for the /dev/outbox page. */
async function unsentMessages(): Promise<UnsentMessage[]> {
  const w = processWiring();
  const perTenant = await Promise.all((await w.tenants.all()).map(async (tenantId) => (await w.reposFor(tenantId).outbox.unsent(100)).map((m) => ({ tenantId, ...m }))));
  return perTenant.flat().map(({ tenantId, id, kind, channel, state, tries, dueAt, lastError }) => ({ tenantId, id, kind, channel, state, tries, dueAt, ...(lastError ? { lastError } : {}) }));
}
