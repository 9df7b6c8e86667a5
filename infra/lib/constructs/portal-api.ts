import { CfnStage, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { apiPath, type RouteDef } from '../../../functions/src/http/routes.ts';
import { capacityOf, sizingOf, STAGE_DEFAULT_THROTTLE, type RouteThrottle } from '../capacity.ts';
import { ApiArea, areaStackId, routeArea } from './api-area.ts';
import type { PortalFunction, SharedFunctionProps } from './portal-function.ts';

export interface PortalApiProps extends SharedFunctionProps {
  readonly routes: readonly RouteDef[];
  /** A deadline-ready stage (StageConfig.capacity): reserved concurrency for the save and submit path. */
  readonly reserveConcurrency: boolean;
  /** The jobs' unit queues by their URL variable, for the routes that send a job its work (FunctionAccess `queues`). */
  readonly unitQueues?: ReadonlyMap<string, IQueue>;
}

/** Route key → throttle, for every route whose class is throttled otherwise than the stage default (API Gateway's RouteSettings). */
export function routeThrottles(routes: readonly RouteDef[]): Record<string, RouteThrottle> {
  const out: Record<string, RouteThrottle> = {};
  for (const route of routes) {
    if (capacityOf(route) === 'ordinary') continue;
    for (const scope of route.scopes) out[`${route.method} ${apiPath(scope, route.path)}`] = sizingOf(route).throttle;
  }
  return out;
}

/**
 * The HTTP API: one Lambda per route id (functions/src/http/routes.ts), reachable as
 * `METHOD /api/{scope}{path}` for each of the route's scopes. The functions and routes live in one nested
 * stack per area (the handler's folder). Viewers reach the API only through CloudFront's /api/* behaviour
 * (same origin as the SPA, so no CORS configuration here); the functions refuse anything without CloudFront's origin
 * header (functions/src/http/middleware/origin-check.ts).
 *
 * The execute-api endpoint stays enabled: CloudFront's origin is that endpoint's domain, and disabling it would need a
 * custom domain on the API (a regional certificate and name per stage) for CloudFront to use instead. Until then the
 * origin secret is what keeps direct callers out (docs/deploy.md 'Only through CloudFront').
 */
export class PortalApi extends Construct {
  readonly api: HttpApi;
  readonly areas: readonly ApiArea[];
  readonly functions: ReadonlyMap<string, PortalFunction>;
  /** The stage's access log (API Gateway writes it; no account-level role is needed for an HTTP API). */
  readonly accessLog: LogGroup;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Recruitment portal API (reached through CloudFront /api/*)',
      createDefaultStage: true,
    });

    const ids = new Set<string>();
    const byArea = new Map<string, RouteDef[]>();
    for (const route of props.routes) {
      if (ids.has(route.id)) throw new Error(`Duplicate route id '${route.id}' in routes.ts.`);
      ids.add(route.id);
      byArea.set(routeArea(route), [...(byArea.get(routeArea(route)) ?? []), route]);
    }
    const { routes: _routes, reserveConcurrency, unitQueues, ...shared } = props;
    this.areas = [...byArea].map(([area, routes]) => new ApiArea(this, areaStackId(area), { ...shared, api: this.api, area, routes, reserveConcurrency, ...(unitQueues ? { unitQueues } : {}) }));
    this.functions = new Map(this.areas.flatMap((a) => [...a.functions]));

    // Throttles per route from each contract's load class (capacity.ts): one client or one route cannot take the
    // account's API limit from every tenant. The stage names routes that live in the areas, so it waits for them.
    const stage = this.api.defaultStage!.node.defaultChild as CfnStage;
    const throttle = (t: RouteThrottle) => ({ throttlingRateLimit: t.rateLimit, throttlingBurstLimit: t.burstLimit });
    stage.defaultRouteSettings = throttle(STAGE_DEFAULT_THROTTLE);
    // RouteSettings is a plain JSON map in the L1, written as CloudFormation spells it.
    stage.routeSettings = Object.fromEntries(
      Object.entries(routeThrottles(props.routes)).map(([key, t]) => [key, { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }]),
    );
    for (const area of this.areas) stage.node.addDependency(area);

    // One JSON line per request: ids, route, status and timings, no body and no viewer address (CloudFront is the
    // caller; the viewer's address is in the functions' own lines only where a limit needs it).
    this.accessLog = new LogGroup(this, 'AccessLog', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    stage.accessLogSettings = { destinationArn: this.accessLog.logGroupArn, format: JSON.stringify(ACCESS_LOG_FIELDS) };
  }
}

/** The HTTP API's access log line ($context variables of API Gateway): what an operator filters on deadline day. */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  host: '$context.domainName',
  route: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationMs: '$context.integration.latency',
  integrationStatus: '$context.integration.status',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
  responseBytes: '$context.responseLength',
  caller: '$context.identity.sourceIp',
} as const;
