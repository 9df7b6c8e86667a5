import middy from '@middy/core';
import { challengeProofHeader, edgeBusyHeader, type Endpoint } from '@portal/shared/api/contract';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { config } from '../config.ts';
import { resolveCaller, type CallerOf } from '../domain/auth-step/resolve-caller.ts';
import type { AppContext, OptionalPort, With } from '../domain/context.ts';
import { SessionEndedError } from '../domain/errors.ts';
import { countBusiness } from '../domain/business-metrics.ts';
import { recordAccess } from '../domain/audit/record-access.ts';
import { addLogKeys, inLogScope, logKeys } from '../domain/log.ts';
import { HttpResult, json } from './http-result.ts';
import { mapErrors } from './middleware/map-errors.ts';
import { originCheck } from './middleware/origin-check.ts';
import { compressResponse } from './middleware/compress-response.ts';
import { parseBody, type ParsedEvent } from './middleware/parse-body.ts';
import type { AdapterFactories } from '../wiring/optional/adapter-factory.ts';
import { processAdapters, processCoreWiring } from '../wiring/process-core.ts';
import { tenantContext, type ContextEvent } from './middleware/tenant-context.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a use case receives: the contract's params, query, body and headers, parsed, and the caller its auth proved. */
export interface HandlerInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  headers: Out<E['headers']>;
  caller: CallerOf<E['auth'], E['scopes'][number]>;
}

/** The context a route's use case gets: the core ports and the heavy ones it declared. */
export type RouteContext<A extends AdapterFactories> = With<Extract<keyof A, OptionalPort>>;

export interface HandlerSpec<E extends Endpoint, A extends AdapterFactories = Record<never, never>> {
  /**
   * The heavy ports the use case reaches (S3, SES and SNS, the reference data), by their factories in
   * functions/src/wiring/optional: only these are bundled with the route and built in its context.
   */
  adapters?: A;
  /**
   * Hand the body to the use case unparsed: for a body whose shape depends on a path parameter, so a bad body is
   * refused by the one schema that applies, with its own Korean messages (the contract documents the union).
   */
  rawBody?: boolean;
  /** Answer (200) for a host that names no tenant, instead of a 404 (the hostname check). */
  onUnknownHost?: () => z.input<E['response']>;
  run: (ctx: RouteContext<A>, input: HandlerInput<E>) => Promise<z.input<E['response']> | HttpResult>;
  /** Called when the caller's applicant session has ended (the request is still refused, 401 'session'); the body is unparsed. */
  onSessionEnded?: (ctx: AppContext, ended: { applicantId: number; body: unknown }) => void;
}

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** An answer that does not match its contract: a defect of ours, so a 500 and a log line naming the endpoint. */
export class ResponseContractError extends Error {
  constructor(endpointId: string, issues: readonly z.core.$ZodIssue[]) {
    super(`${endpointId} answered outside its contract: ${issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

/** Parses an answer with the contract's response schema when CHECK_RESPONSES is on (local runtime and tests). */
export function checkResponse(contract: Endpoint, answer: unknown): void {
  if (config().CHECK_RESPONSES !== 'true') return;
  const parsed = contract.response.safeParse(answer);
  if (!parsed.success) throw new ResponseContractError(contract.id, parsed.error.issues);
}

/** The headers a contract declares, under its own spelling of their names (HTTP names are case-insensitive). */
function declaredHeaders(schema: z.ZodObject, sent: Record<string, string | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = sent?.[name.toLowerCase()] ?? sent?.[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The one handler shape: middy with error mapping, the origin check, body parsing, tenant context; then the contract's path
 * parameters, its declared auth (resolveCaller), its query, body and declared headers, and one use case. The contract
 * (shared/src/api) is the only place the schemas are written. Lambda and the local server call the same function.
 */
export function defineHandler<E extends Endpoint, A extends AdapterFactories = Record<never, never>>(contract: E, spec: HandlerSpec<E, A>): LambdaHandler {
  const core = async (event: ParsedEvent & ContextEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    const params = contract.params ? contract.params.parse(event.pathParameters ?? {}) : undefined;
    // The declared auth holds (401/403 otherwise) before the query and body are even read, let alone a use case run.
    const caller = await resolveCaller(event.portal!, contract.auth, (params as { id?: number } | undefined)?.id, contract.keyScope).catch((e: unknown) => {
      if (e instanceof SessionEndedError) spec.onSessionEnded?.(event.portal!, { applicantId: e.applicantId, body: event.parsedBody });
      throw e;
    });
    const applicant = (caller as { applicant?: { id: number; projectId?: number } } | undefined)?.applicant;
    if (applicant) addLogKeys({ applicantId: applicant.id, projectId: applicant.projectId });
    const query = contract.query ? contract.query.parse(event.queryStringParameters ?? {}) : undefined;
    const body = contract.body && !spec.rawBody ? contract.body.parse(event.parsedBody ?? {}) : event.parsedBody;
    const headers = contract.headers ? contract.headers.parse(declaredHeaders(contract.headers, event.headers)) : undefined;
    // A counted route's proof-of-work answer reaches the abuse controls beside the use case's own input (docs/security.md 35).
    if (contract.mayChallenge) event.portal!.challenge = { proof: event.headers?.[challengeProofHeader], edgeBusy: event.headers?.[edgeBusyHeader] !== undefined };
    const result = await spec.run(event.portal! as RouteContext<A>, { params, query, body, headers, caller } as HandlerInput<E>);
    if (result instanceof HttpResult) return result.response;
    checkResponse(contract, result ?? null);
    // A route that hands out personal data records the access of staff and API keys by its declaration alone.
    if (contract.personalData) await recordAccess(event.portal!, contract.personalData, { route: contract.id, query, body, caller }, result);
    return json(200, result ?? null);
  };
  const onUnknownHost = spec.onUnknownHost;
  const handler = middy(core)
    // First, so that its after-step runs last, on the finished answer.
    .use(compressResponse())
    .use(mapErrors({ onUnknownHost: onUnknownHost ? () => { const answer = onUnknownHost(); checkResponse(contract, answer); return answer; } : undefined }))
    // Before anything reads the request: only what came through CloudFront is served (its WAF, its viewer address and host).
    .use(originCheck({ secrets: () => processCoreWiring().originSecrets }))
    .use(parseBody())
    .use(tenantContext({ wiring: processCoreWiring, adapters: (tenantId) => processAdapters(spec.adapters, tenantId) })) as unknown as LambdaHandler;
  // Every line the request writes names its route and request id (API Gateway's, as in its access log); the tenant
  // middleware and the auth step add the tenant and the applicant.
  return (event, context) =>
    inLogScope({ route: contract.id, requestId: event.requestContext?.requestId }, async () => {
      const answer = await handler(event, context);
      if (contract.counts) countAnswer(contract.counts, answer.statusCode ?? 200);
      return answer;
    });
}

/** The contract's business count for an answer: a 200 adds `answered`, a 5xx `failed` (for the tenant and project the request named). */
export function countAnswer(counts: NonNullable<Endpoint['counts']>, status: number): void {
  const { tenantId, projectId } = logKeys();
  if (typeof tenantId !== 'number') return;
  const name = status === 200 ? counts.answered : status >= 500 ? counts.failed : undefined;
  if (name) countBusiness(name, { tenantId, projectId: typeof projectId === 'number' ? projectId : undefined });
}
