import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { AppContext } from '../domain/context.ts';
import { HttpResult, json } from './http-result.ts';
import { mapErrors } from './middleware/map-errors.ts';
import { parseBody, type ParsedEvent } from './middleware/parse-body.ts';
import { tenantContext, type ContextEvent } from './middleware/tenant-context.ts';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  params?: P;
  query?: Q;
  body?: B;
  /** Answer (200) for a host that names no tenant, instead of a 404 (the hostname check). */
  onUnknownHost?: () => unknown;
  run: (ctx: AppContext, input: { params: Out<P>; query: Out<Q>; body: Out<B> }) => Promise<unknown>;
}

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The one handler shape: middy with error mapping, body parsing, tenant context, then
 * zod validation of path, query and body, then one use case. Lambda and the local server
 * call the same exported function.
 */
export function defineHandler<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: HandlerSpec<P, Q, B>,
): LambdaHandler {
  const core = async (event: ParsedEvent & ContextEvent): Promise<APIGatewayProxyStructuredResultV2> => {
    const input = {
      params: (spec.params ? spec.params.parse(event.pathParameters ?? {}) : undefined) as Out<P>,
      query: (spec.query ? spec.query.parse(event.queryStringParameters ?? {}) : undefined) as Out<Q>,
      body: (spec.body ? spec.body.parse(event.parsedBody ?? {}) : undefined) as Out<B>,
    };
    const result = await spec.run(event.portal!, input);
    if (result instanceof HttpResult) return result.response;
    return json(200, result ?? null);
  };
  return middy(core)
    .use(mapErrors({ onUnknownHost: spec.onUnknownHost }))
    .use(parseBody())
    .use(tenantContext()) as unknown as LambdaHandler;
}
