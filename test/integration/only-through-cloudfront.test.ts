import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { resetConfig } from '../../functions/src/config.ts';
import { ABUSE_LIMITS } from '../../functions/src/domain/abuse/abuse-limits.ts';
import type { LambdaHandler } from '../../functions/src/http/define-handler.ts';
import { edgeHeaders } from '../../functions/src/http/edge-headers.ts';
import { createRouteMatcher } from '../../functions/src/local/route-matcher.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { startStoreFaults, type StoreFaults } from '../support/store-faults.ts';
import { cheapPasswordHash, createIdentifiableApplicant } from '../support/identifiable-applicants.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';

/**
 * Only through CloudFront (issue 43 item 2, docs/deploy.md): a caller of the execute-api endpoint who skips the
 * distribution sets x-viewer-ip and x-forwarded-host itself. Such a request has no origin header (CloudFront's secret):
 * it is refused 403 before anything of it is read, so its forged address and host reach nothing. The local server
 * plays CloudFront for every other suite; the direct caller here hands the route's handler the event API Gateway
 * builds from a direct call (the caller's headers as sent), in the same process, against the same store.
 */
let portal: TestPortal;
let store: StoreFaults;
let storeEndpoint: string;
const HOST = 'oneperson.localhost';
const TENANT = 9142;
const PROJECT = 91421;
const TASK = 914211;
const PASSWORD = 'right-pass-2026';
/** The suite is about the edge, not the hash. */
const CHEAP_HASH = cheapPasswordHash(PASSWORD);

beforeAll(async () => {
  portal = await startTestPortal([fixture('one-per-person.yaml')]);
  // A pass-through in front of the store: its count of requests says whether a refused request reached the store.
  storeEndpoint = process.env.DYNAMODB_ENDPOINT!;
  store = await startStoreFaults(storeEndpoint);
  process.env.DYNAMODB_ENDPOINT = store.endpoint;
  resetConfig();
  resetProcessWiring();
});
afterAll(async () => {
  process.env.DYNAMODB_ENDPOINT = storeEndpoint;
  resetConfig();
  resetProcessWiring();
  await store?.close();
  await portal?.close();
});

const matcher = createRouteMatcher();
const lambdaContext = { functionName: 'direct', awsRequestId: 'direct', getRemainingTimeInMillis: () => 10_000, callbackWaitsForEmptyEventLoop: false } as unknown as Context;

/** A call to the execute-api endpoint itself: API Gateway passes the caller's headers through as they were sent. */
async function direct(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; message: string }> {
  const m = matcher.match(method, path);
  if (!m || m === 'method-not-allowed') throw new Error(`no route ${method} ${path}`);
  const spec = new URL(`../../functions/src/http/handlers/${m.route.handler}.ts`, import.meta.url).href;
  const { handler } = (await import(/* @vite-ignore */ spec)) as { handler: LambdaHandler };
  const apiHost = 'a1b2c3d4e5.execute-api.ap-northeast-2.amazonaws.com';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: m.routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: apiHost, 'content-type': 'application/json', 'user-agent': 'curl/8.5.0', ...headers },
    ...(Object.keys(m.pathParameters).length ? { pathParameters: m.pathParameters } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'a1b2c3d4e5',
      domainName: apiHost,
      domainPrefix: 'a1b2c3d4e5',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '198.51.100.23', userAgent: 'curl/8.5.0' },
      requestId: 'direct',
      routeKey: m.routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
  const answer = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode ?? 0, message: (JSON.parse(answer.body ?? '{}') as { message?: string }).message ?? '' };
}

const identifyBody = (p: Person, password = p.password) => ({ projectId: PROJECT, name: p.name, phone: p.phone, email: p.email, password });
const identify = (p: Person, from: string, password = p.password): Promise<TestResponse> =>
  portal.send('POST', HOST, '/api/app/applicant/check', JSON.stringify(identifyBody(p, password)), { 'content-type': 'application/json' }, { from });

interface Person {
  name: string;
  phone: string;
  email: string;
  password: string;
}
let serial = 0;
/** An applicant of the one-per-person project, written straight into the store with the key identification looks up. */
async function person(): Promise<Person> {
  const n = serial++;
  const p = { name: `김엣지${String.fromCharCode(0xac00 + n)}`, phone: `0107${String(4_000_000 + n).padStart(7, '0')}`, email: `edge-${n}@example.com`, password: PASSWORD };
  await createIdentifiableApplicant(TENANT, PROJECT, TASK, p, { passwordHash: CHEAP_HASH });
  return p;
}

const refused = { status: 403, message: messages.api.notThroughSite };

describe('the API answers only what came through CloudFront (issue 43)', () => {
  it('refuses a request without the origin header, or with a wrong one, with 403 before the store is read, whatever host and address it names', async () => {
    const p = await person();
    const before = store.counts().passed;
    const forged = { [edgeHeaders.viewerHost]: HOST, [edgeHeaders.viewerIp]: '203.0.113.50' };
    expect(await direct('POST', '/api/app/applicant/check', identifyBody(p), forged)).toEqual(refused);
    expect(await direct('POST', '/api/app/applicant/check', identifyBody(p), { ...forged, [edgeHeaders.originSecret]: 'x'.repeat(64) })).toEqual(refused);
    expect(await direct('POST', '/api/app/applicant/check', identifyBody(p), { ...forged, [edgeHeaders.originSecret]: '' })).toEqual(refused);
    // A host no tenant has is refused the same way, not answered 'unknown host' (which needs a directory read),
    expect(await direct('POST', '/api/app/applicant/check', identifyBody(p), { ...forged, [edgeHeaders.viewerHost]: 'nobody.example' })).toEqual(refused);
    // also on the hostname check, which answers an unknown host 200 when it comes through CloudFront.
    expect(await direct('GET', '/api/app/checkHostname', undefined, forged)).toEqual(refused);
    // Nor does a body the API cannot read get further than the origin check.
    expect(await direct('POST', '/api/app/applicant/check', 'not json {', forged)).toEqual(refused);
    expect(store.counts().passed).toBe(before);
  });

  it("answers a direct caller who holds the stage's secret as CloudFront would be answered (the check is the header, nothing else)", async () => {
    const p = await person();
    const secret = process.env.ORIGIN_SECRET!;
    const through = await direct('POST', '/api/app/applicant/check', identifyBody(p), { [edgeHeaders.viewerHost]: HOST, [edgeHeaders.viewerIp]: '127.0.6.1', [edgeHeaders.originSecret]: secret });
    expect(through.status).toBe(200);
  });

  it("does not count a forged x-viewer-ip without the secret against the address it names: that address's own person still gets in", async () => {
    const p = await person();
    const victim = '127.0.6.10';
    portal.clock.freeze();
    try {
      const before = store.counts().passed;
      // More wrong passwords than a (person, address) pair may fail before it must wait, all naming the victim's address.
      for (let i = 0; i <= ABUSE_LIMITS.freeFailuresPerPair; i++) {
        expect(await direct('POST', '/api/app/applicant/check', identifyBody(p, `wrong-${i}`), { [edgeHeaders.viewerHost]: HOST, [edgeHeaders.viewerIp]: victim })).toEqual(refused);
      }
      expect(store.counts().passed).toBe(before);
      // The person at that address types the right password through the site: no wait, no challenge.
      const own = await identify(p, victim);
      expect(own.status, own.text).toBe(200);

      // The same failures through the site (the local server, as CloudFront) do count: from that address the person
      // must now wait. So the forged ones above would have held the victim had they been served.
      const other = await person();
      const from = '127.0.6.11';
      for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair; i++) expect((await identify(other, from, `wrong-${i}`)).status).toBe(400);
      expect((await identify(other, from)).status).toBe(429);
    } finally {
      portal.clock.reset();
    }
  });

  it('is played by the local server: it puts its own origin header on every request, over whatever the client sent', async () => {
    const p = await person();
    const r = await portal.send('POST', HOST, '/api/app/applicant/check', JSON.stringify(identifyBody(p)), { 'content-type': 'application/json', [edgeHeaders.originSecret]: 'forged-by-the-client' }, { from: '127.0.6.20' });
    expect(r.status, r.text).toBe(200);
    // Through the site an unknown host is the ordinary answer, not the edge's refusal.
    const unknown = await portal.get('nobody.localhost', '/api/app/checkHostname');
    expect(unknown.status).toBe(200);
  });
});
