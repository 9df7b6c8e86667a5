import { Duration } from 'aws-cdk-lib';
import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { apiPath, type RouteDef } from '../../../functions/src/http/routes.ts';
import { routeEntry } from '../paths.ts';
import { PortalFunction, sharedFunctionProps, type SharedFunctionProps } from './portal-function.ts';

export interface PortalApiProps extends SharedFunctionProps {
  readonly routes: readonly RouteDef[];
}

/**
 * The HTTP API: one Lambda per route id (functions/src/http/routes.ts), reachable as
 * `METHOD /api/{scope}{path}` for each of the route's scopes. Viewers reach it only through
 * CloudFront's /api/* behaviour (same origin as the SPA, so no CORS configuration here).
 */
export class PortalApi extends Construct {
  readonly api: HttpApi;
  readonly functions: ReadonlyMap<string, PortalFunction>;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'Recruitment portal API (reached through CloudFront /api/*)',
      createDefaultStage: true,
    });

    const fns = new Map<string, PortalFunction>();
    for (const route of props.routes) {
      if (fns.has(route.id)) throw new Error(`Duplicate route id '${route.id}' in routes.ts.`);
      const fn = new PortalFunction(this, route.id, {
        functionId: route.id,
        kind: 'route',
        entry: routeEntry(route.handler),
        description: `${route.method} ${route.scopes.map((s) => apiPath(s, route.path)).join(' | ')}`,
        timeout: Duration.seconds(10),
        ...sharedFunctionProps(props),
      });
      fns.set(route.id, fn);
      // One integration per function, shared by its scopes; each route still gets its own
      // invoke permission scoped to its path.
      const integration = new HttpLambdaIntegration(`${route.id}Integration`, fn.fn, {
        timeout: Duration.seconds(12),
      });
      for (const s of route.scopes) {
        this.api.addRoutes({ path: apiPath(s, route.path), methods: [HttpMethod[route.method]], integration });
      }
    }
    this.functions = fns;
  }
}
