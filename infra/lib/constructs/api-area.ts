import { CfnParameter, Duration, NestedStack, Stack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi, type HttpRouteIntegrationBindOptions } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { apiPath, type RouteDef } from '../../../functions/src/http/routes.ts';
import { sizingOf } from '../capacity.ts';
import { routeEntry } from '../paths.ts';
import { PortalFunction, sharedFunctionProps, type SharedFunctionProps } from './portal-function.ts';

/** CloudFormation's limit of resources in one template. */
export const TEMPLATE_RESOURCE_LIMIT = 500;
/**
 * Most routes one area (one nested stack) may hold. A route costs at most nine resources (log group, its own role,
 * function, its version and live alias, invoke permission, integration, two API routes), so 50 routes stay at 450
 * with room to spare.
 */
export const MAX_ROUTES_PER_AREA = 50;

/** The area's parameter holding the upload bucket's ARN. */
export const UPLOAD_BUCKET_PARAMETER = 'UploadBucketArn';

/** A route's logical id part per scope (app and admin as they always were, so existing routes keep their ids). */
const SCOPE_ID: Record<RouteDef['scopes'][number], string> = { app: 'App', admin: 'Admin', integration: 'Integration' };

/** The area of a route: the first folder of its handler (public-site, form, submission, ...). */
export const routeArea = (route: RouteDef) => route.handler.split('/')[0]!;

/** `public-site` → `PublicSiteRoutes`: the nested stack's logical id, stable while the area keeps its name. */
export const areaStackId = (area: string) =>
  `${area
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}Routes`;

/**
 * The execute-api ARN pattern of one route in every scope: `{param}` segments and the scope become `*`, so a
 * function's single invoke permission covers exactly its own method and path under /api/app, /api/admin or /api/integration.
 */
export const routeSourcePattern = (route: RouteDef) => `*/${route.method}/api/*${route.path.replace(/\{[^}]+\}/g, '*')}`;

/**
 * A Lambda proxy integration that grants API Gateway one invoke permission per function (its own method and
 * path in all scopes) instead of one per route and scope: half the permissions, same reach.
 */
class OneGrantLambdaIntegration extends HttpLambdaIntegration {
  private granted = false;

  constructor(
    id: string,
    private readonly fn: IFunction,
    private readonly route: RouteDef,
    private readonly api: IHttpApi,
  ) {
    super(id, fn, { timeout: Duration.seconds(12) });
  }

  protected override completeBind(options: HttpRouteIntegrationBindOptions): void {
    if (this.granted) return;
    this.granted = true;
    this.fn.addPermission('ApiInvoke', {
      scope: options.scope,
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(options.scope).formatArn({ service: 'execute-api', resource: this.api.apiId, resourceName: routeSourcePattern(this.route) }),
    });
  }
}

export interface ApiAreaProps extends SharedFunctionProps {
  readonly api: IHttpApi;
  readonly area: string;
  readonly routes: readonly RouteDef[];
  /** A deadline-ready stage: the save and submit path's functions get their class's reserved concurrency. */
  readonly reserveConcurrency: boolean;
  /** The jobs' unit queues by their URL variable (a route declaring `queues` sends to them). */
  readonly unitQueues?: ReadonlyMap<string, IQueue>;
}

/**
 * One area of the API as a nested stack: a Lambda per route, its integration, its routes in every scope and
 * one invoke permission. Areas keep every template far below CloudFormation's 500-resource limit as the route
 * table grows past 150 endpoints (docs/adr/0004-api-areas-as-nested-stacks.md).
 */
export class ApiArea extends NestedStack {
  readonly functions: ReadonlyMap<string, PortalFunction>;

  constructor(scope: Construct, id: string, props: ApiAreaProps) {
    if (props.routes.length > MAX_ROUTES_PER_AREA) {
      throw new Error(
        `API area '${props.area}' has ${props.routes.length} routes, more than ${MAX_ROUTES_PER_AREA} fit one nested stack: move some handlers to a new area folder.`,
      );
    }
    // Only a route acting across tenants names the bucket in its own role; the others reach files through the tenant role.
    const usesFiles = props.routes.some((r) => r.access.tenants === 'every' && Object.keys(r.access.files).length > 0);
    super(scope, id, { description: `Portal API area ${props.area}`, ...(usesFiles ? { parameters: { [UPLOAD_BUCKET_PARAMETER]: props.targets.uploadBucketArn } } : {}) });
    // The bucket's ARN under a name of the area's own, so its roles' S3 statements read the same before and after
    // synthesis (cdk-nag acknowledges them by it: nag-suppressions.ts), not under CDK's generated reference name.
    const targets = usesFiles
      ? { ...props.targets, uploadBucketArn: new CfnParameter(this, UPLOAD_BUCKET_PARAMETER, { type: 'String', description: 'The upload bucket (its ARN)' }).valueAsString }
      : props.targets;

    const fns = new Map<string, PortalFunction>();
    for (const route of props.routes) {
      const sizing = sizingOf(route);
      const fn = new PortalFunction(this, route.id, {
        functionId: route.id,
        kind: 'route',
        entry: routeEntry(route.handler),
        description: `${route.method} ${route.scopes.map((s) => apiPath(s, route.path)).join(' | ')}`,
        timeout: Duration.seconds(10),
        memoryMb: sizing.memoryMb,
        ...(props.reserveConcurrency && sizing.reservedConcurrency !== undefined ? { reservedConcurrency: sizing.reservedConcurrency } : {}),
        access: route.access,
        ...sharedFunctionProps(props),
        targets,
      });
      // A route that hands a job its work: the queue's URL in its environment, and sending to that queue alone in its role.
      for (const variable of route.access.queues) {
        const queue = props.unitQueues?.get(variable);
        if (!queue) throw new Error(`route '${route.id}' sends to ${variable}, which no job's units queue is`);
        queue.grantSendMessages(fn.fn);
        fn.fn.addEnvironment(variable, queue.queueUrl);
      }
      fns.set(route.id, fn);
      const integration = new OneGrantLambdaIntegration(`${route.id}Integration`, fn.live, route, props.api);
      for (const s of route.scopes) {
        new HttpRoute(this, `${route.id}${SCOPE_ID[s]}Route`, {
          httpApi: props.api,
          routeKey: HttpRouteKey.with(apiPath(s, route.path), HttpMethod[route.method]),
          integration,
        });
      }
    }
    this.functions = fns;
  }
}
