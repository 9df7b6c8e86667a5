import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Construct } from 'constructs';
import type { RouteDef } from '../../../functions/src/http/routes.ts';
import { ApiArea, areaStackId, routeArea } from './api-area.ts';
import type { PortalFunction, SharedFunctionProps } from './portal-function.ts';

export interface PortalApiProps extends SharedFunctionProps {
  readonly routes: readonly RouteDef[];
  /** The stage's pepper secret (StageConfig.pepperSecretName); each area's functions reference it by name. */
  readonly pepperSecretName: string;
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
    const { routes: _routes, pepperSecretName, ...shared } = props;
    this.areas = [...byArea].map(([area, routes]) => new ApiArea(this, areaStackId(area), { ...shared, api: this.api, area, routes, pepperSecretName }));
    this.functions = new Map(this.areas.flatMap((a) => [...a.functions]));
  }
}
