import * as z from 'zod';
import { unwrapLazy } from '../lazy-schema.ts';
import { apiPath, challengeProofHeader, pathParams, type Auth, type Endpoint } from './contract.ts';

/** zod's identity map for JSON Schema output, seeing through lazySchema proxies (their checks key by the built schema). */
class UnwrappingMap<V> extends Map<unknown, V> {
  override get(key: unknown) {
    return super.get(unwrapLazy(key));
  }
  override set(key: unknown, value: V) {
    return super.set(unwrapLazy(key), value);
  }
  override has(key: unknown) {
    return super.has(unwrapLazy(key));
  }
}

/** JSON Schema of one side of a zod schema; checks zod cannot express (custom, transforms) become open schemas. */
export const jsonSchema = (input: z.ZodType, io: 'input' | 'output'): Record<string, unknown> => {
  const schema = unwrapLazy(input);
  const ctx = z.core.initializeContext({ processors: {}, io, unrepresentable: 'any', target: 'draft-2020-12' });
  ctx.seen = new UnwrappingMap() as typeof ctx.seen;
  z.core.processSchema(schema, ctx);
  z.core.extractDefs(ctx, schema);
  const { $schema: _dialect, ...rest } = z.core.finalize(ctx, schema) as Record<string, unknown>;
  return rest;
};

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** What a counted route (`mayChallenge`) adds: the proof header it reads and the 429 that carries a challenge. */
const challengeParameter = {
  name: challengeProofHeader,
  in: 'header',
  required: false,
  description: '429 답의 challenge를 푼 증명(altcha 페이로드 JSON의 base64). 같은 요청을 이 헤더와 함께 다시 보냅니다. 한 번만 쓸 수 있습니다.',
  schema: { type: 'string', maxLength: 2000 },
};
const challengeResponse = {
  description: '실패가 많아 기다리거나(Retry-After, message에 언제) 작업 증명(challenge)을 풀어야 합니다. challenge를 풀어 같은 요청을 x-altcha-proof 헤더와 함께 다시 보내면 기다리지 않아도 됩니다.',
  headers: { 'Retry-After': { description: '다시 시도할 수 있을 때까지의 초(기다려야 할 때만)', schema: { type: 'integer' } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ChallengeRequired' } } },
};

/** A 429 that says when to try again, in `message` and in the Retry-After header. */
const waitResponse = (description: string, retryAfter: string) => ({ ...errorResponse(description), headers: { 'Retry-After': { description: retryAfter, schema: { type: 'integer' } } } });

/** What an integrator route answers a client address past five wrong or revoked keys (docs/security.md 35): a wait, never to a valid key. */
const wrongKeyWait = waitResponse(
  '올바르지 않거나 폐기된 연동 키가 이 주소에서 여러 번 쓰였습니다. Retry-After(초) 뒤에 유효한 키로 다시 보내 주세요. 유효한 키는 기다리게 하지 않습니다.',
  '다시 보낼 수 있을 때까지의 초',
);

/** What a limited route without a challenge answers past its limit: the Korean message says when. */
const limitedWait = waitResponse('요청이 너무 많습니다. message에 언제 다시 시도할 수 있는지 안내합니다(Retry-After가 있으면 그 초 뒤).', '다시 시도할 수 있을 때까지의 초(알 수 있을 때만)');

const security: Record<Auth, { [scheme: string]: string[] }[]> = {
  visitor: [],
  applicant: [{ applicantToken: [] }],
  'own-applicant': [{ applicantToken: [] }],
  staff: [{ staffSession: [] }],
  integrator: [{ integratorKey: [] }],
};

/** The parameters of one location from an object schema's JSON Schema (path parameters are always required). */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query' | 'header', names: string[] = []) {
  if (!schema) return names.map((name) => ({ name, in: where, required: true, schema: { type: 'string' } }));
  const s = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, p]) => ({ name, in: where, required: where === 'path' || (s.required ?? []).includes(name), schema: p }));
}

/**
 * A schema placed inside the document: zod writes a recursive part (a rule's nested conditions) as a `$defs` entry of the
 * schema's own root, which means nothing inside an operation; those entries move to components.schemas under the owner's
 * name, and their references with them.
 */
function inDocument(s: Record<string, unknown>, owner: string, defs: Record<string, unknown>): Record<string, unknown> {
  const { $defs, ...rest } = s as { $defs?: Record<string, unknown> };
  if (!$defs) return rest;
  const rename = (name: string) => `${owner}_${name.replace(/^_+/, '')}`;
  const rewrite = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(rewrite)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/') ? `#/components/schemas/${rename(x.slice('#/$defs/'.length))}` : rewrite(x)]))
        : v;
  for (const [name, d] of Object.entries($defs)) defs[rename(name)] = rewrite(d);
  return rewrite(rest) as Record<string, unknown>;
}

function operation(e: Endpoint, scope: string, defs: Record<string, unknown>) {
  const staffVariant = scope === 'admin' && e.scopes.length > 1;
  return {
    operationId: staffVariant ? `${e.id}Admin` : e.id,
    summary: staffVariant ? `${e.summary} (관리자 화면)` : e.summary,
    tags: [scope],
    'x-auth': e.auth,
    // OpenAPI 3.1 lets an API key scheme list the scopes ('role names') a call needs.
    security: scope === 'admin' && e.auth !== 'integrator' ? [{ staffSession: [] }] : e.keyScope ? [{ integratorKey: [e.keyScope] }] : security[e.auth],
    parameters: [...parameters(e.params, 'path', pathParams(e.path)), ...parameters(e.query, 'query'), ...parameters(e.headers, 'header'), ...(e.mayChallenge ? [challengeParameter] : [])],
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: inDocument(jsonSchema(e.body, 'input'), `${e.id}Body`, defs) } } } } : {}),
    responses: {
      '200': { description: '성공', content: { 'application/json': { schema: inDocument(jsonSchema(e.response, 'output'), `${e.id}Response`, defs) } } },
      ...(e.redirects ? { '302': { description: '파일의 임시 주소로 이동합니다.' } } : {}),
      '400': errorResponse('입력이 올바르지 않습니다(message에 이유).'),
      '401': errorResponse('로그인(토큰)이 필요하거나 만료되었습니다.'),
      '403': errorResponse('권한이 없습니다.'),
      '404': errorResponse('없는 회사, 공고 또는 항목입니다.'),
      ...(e.method === 'PUT' ? { '409': errorResponse('다른 곳에서 먼저 바뀌었습니다(currentVersion에 현재 버전).'), '422': errorResponse('내용이 서로 맞지 않습니다(errors에 모든 항목).') } : {}),
      '413': errorResponse('요청이 너무 큽니다.'),
      ...(e.mayChallenge ? { '429': challengeResponse } : e.auth === 'integrator' ? { '429': wrongKeyWait } : e.limited ? { '429': limitedWait } : {}),
      '500': errorResponse('일시적인 오류입니다.'),
    },
  };
}

/** The OpenAPI 3.1 document of the given endpoints, each under every scope it answers in. */
export function buildOpenApi(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const defs: Record<string, unknown> = {};
  for (const e of endpoints) {
    for (const scope of e.scopes) {
      const path = apiPath(scope, e.path);
      paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(e, scope, defs) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '채용 포털 API',
      version: '1.0.0',
      description:
        '지원자 화면(/api/app), 관리자 화면(/api/admin), 기관 시스템 연동(/api/integration)이 쓰는 API입니다. 회사는 접속한 호스트로 정해지며(연동 키도 그 회사의 호스트에서만 쓸 수 있습니다), 모든 오류는 한국어 message로 답합니다. shared/src/api의 계약에서 만들어집니다(npm run openapi).',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'app', description: '지원자 화면' },
      { name: 'admin', description: '관리자 화면(직원 세션)' },
      { name: 'integration', description: '기관 시스템 연동(연동 키, docs/integration-api.md)' },
    ],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string', description: '사람이 읽을 한국어 설명' },
            field: { type: 'string', description: '원인이 된 입력 항목' },
            errors: {
              type: 'array',
              description: '문제가 여럿일 때 모든 항목(입력 항목과 한국어 설명)',
              items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
            },
            currentVersion: { type: 'integer', description: '버전 충돌(409) 때 지금 저장된 버전' },
          },
          required: ['message'],
        },
        ChallengeRequired: {
          type: 'object',
          properties: {
            message: { type: 'string', description: '사람이 읽을 한국어 설명(언제 다시 시도할지)' },
            retryAfterSeconds: { type: 'integer', description: '기다려야 할 초(Retry-After와 같음)' },
            challenge: {
              type: 'object',
              description: '작업 증명(altcha-lib v1 형식): SHA-256(salt + number)이 challenge가 되는 number(0~maxnumber)를 찾습니다. 회사, 경로, 접속 주소에 묶이고 몇 분 뒤 만료됩니다.',
              properties: {
                algorithm: { type: 'string', const: 'SHA-256' },
                challenge: { type: 'string' },
                maxnumber: { type: 'integer' },
                salt: { type: 'string' },
                signature: { type: 'string' },
              },
              required: ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'],
            },
          },
          required: ['message'],
        },
        ...defs,
      },
      securitySchemes: {
        applicantToken: { type: 'apiKey', in: 'header', name: 'applicantToken', description: '지원자 토큰(applicant/create의 답)' },
        staffSession: { type: 'http', scheme: 'bearer', description: '직원 세션 토큰' },
        integratorKey: { type: 'http', scheme: 'bearer', description: '기관 시스템의 연동 키(rpk_로 시작, npm run portal -- api-key create로 발급)' },
      },
    },
  };
}
