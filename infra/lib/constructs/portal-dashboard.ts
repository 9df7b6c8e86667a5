import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, MathExpression, Metric, TextWidget, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { BUSINESS_METRICS } from '../../../functions/src/domain/business-metrics.ts';
import { BACKLOG_METRICS } from '../../../functions/src/jobs/backlog-metrics.ts';
import type { PortalFunction } from './portal-function.ts';

export interface PortalDashboardProps {
  readonly stage: string;
  readonly api: HttpApi;
  readonly table: ITable;
  /** The route functions by route id: the save and submit path is drawn from them. */
  readonly routes: ReadonlyMap<string, PortalFunction>;
  /** The scheduled jobs' functions by job id. */
  readonly jobs: ReadonlyMap<string, PortalFunction>;
}

/** The deadline path's functions: a page save and the final submission (docs/capacity.md). */
export const DEADLINE_PATH = { save: 'SaveApplicantPage', submit: 'CompleteApplicant', draft: 'SaveDraft' } as const;

const MINUTE = Duration.minutes(1);

/**
 * One dashboard per stage for deadline day (docs/operations.md 'Deadline day'): submissions and saves a minute, the
 * save and submit path's p50/p99, the API's answers by class, throttles and concurrency against the account's limit,
 * the table's throttles, the mail backlog's age and the jobs' run times, every graph by the minute.
 */
export class PortalDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: PortalDashboardProps) {
    super(scope, id);
    // A stack built from another route table (the infra tests' synthetic ones) draws what it has.
    const fn = (routeId: string) => props.routes.get(routeId)?.fn;
    const save = fn(DEADLINE_PATH.save);
    const submit = fn(DEADLINE_PATH.submit);
    const draft = fn(DEADLINE_PATH.draft);
    const perMinute = (m: Metric, label: string) => m.with({ period: MINUTE, statistic: 'Sum', label });
    const percentiles = (f: typeof save, name: string): IMetric[] =>
      f ? ['p50', 'p99'].map((statistic) => f.metricDuration({ period: MINUTE, statistic, label: `${name} ${statistic}` })) : [];
    const invocations = (f: typeof save, label: string): IMetric[] => (f ? [perMinute(f.metricInvocations(), label)] : []);
    const throttles = (f: typeof save, label: string): IMetric[] => (f ? [perMinute(f.metricThrottles(), label)] : []);
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) => new GraphWidget({ title, left, right, width: 12, height: 6, period: MINUTE });
    const lambda = (metricName: string, statistic: string, label: string) => new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: MINUTE, label });
    // The business counts of every organisation (one series each, however many there are): a search over the tenant dimension.
    const perTenant = (metricName: string) =>
      new MathExpression({
        expression: `SEARCH('{${BUSINESS_METRICS.namespace},service,stage,${BUSINESS_METRICS.tenantDimension}} MetricName="${metricName}" service="${BUSINESS_METRICS.service}" stage="${props.stage}"', 'Sum', 60)`,
        usingMetrics: {},
        label: metricName,
        period: MINUTE,
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `portal-${props.stage}-deadline`,
      defaultInterval: Duration.hours(3),
      widgets: [
        [new TextWidget({ markdown: `# 채용 포털 ${props.stage}: 마감일\nRunbook: docs/operations.md 'Deadline day'. Capacity: docs/capacity.md.`, width: 24, height: 2 })],
        [
          graph('Submissions and saves a minute', [...invocations(submit, 'final submissions'), ...invocations(save, 'page saves'), ...invocations(draft, 'drafts')]),
          graph('Save and submit duration (ms)', [...percentiles(save, 'page save'), ...percentiles(submit, 'submission')]),
        ],
        [
          graph('API answers a minute', [
            perMinute(props.api.metricCount(), 'requests'),
            perMinute(props.api.metricClientError(), '4xx'),
            perMinute(props.api.metricServerError(), '5xx'),
          ], [props.api.metricLatency({ period: MINUTE, statistic: 'p99', label: 'API p99 (ms)' })]),
          graph(
            'Lambda throttles and concurrency',
            [lambda('ConcurrentExecutions', 'Maximum', 'concurrent executions'), lambda('UnreservedConcurrentExecutions', 'Maximum', 'unreserved in use')],
            [lambda('Throttles', 'Sum', 'throttled invocations'), ...throttles(save, 'page save throttled'), ...throttles(submit, 'submission throttled')],
          ),
        ],
        [
          graph('Table throttles and use', [
            perMinute(props.table.metric('ThrottledRequests'), 'throttled requests'),
            perMinute(props.table.metric('WriteThrottleEvents'), 'write throttles'),
            perMinute(props.table.metric('ReadThrottleEvents'), 'read throttles'),
          ], [
            new MathExpression({ expression: 'w / 60', usingMetrics: { w: props.table.metricConsumedWriteCapacityUnits({ period: MINUTE, statistic: 'Sum' }) }, label: 'write units a second', period: MINUTE }),
            new MathExpression({ expression: 'r / 60', usingMetrics: { r: props.table.metricConsumedReadCapacityUnits({ period: MINUTE, statistic: 'Sum' }) }, label: 'read units a second', period: MINUTE }),
          ]),
          graph(
            'Mail and texts waiting',
            [
              new Metric({ namespace: BACKLOG_METRICS.namespace, metricName: BACKLOG_METRICS.oldestWaiting, dimensionsMap: { service: BACKLOG_METRICS.service, stage: props.stage }, statistic: 'Maximum', period: MINUTE, label: 'oldest waiting (s)' }),
            ],
            [
              new Metric({ namespace: BACKLOG_METRICS.namespace, metricName: BACKLOG_METRICS.waiting, dimensionsMap: { service: BACKLOG_METRICS.service, stage: props.stage }, statistic: 'Maximum', period: MINUTE, label: 'waiting' }),
              new Metric({ namespace: BACKLOG_METRICS.namespace, metricName: BACKLOG_METRICS.parked, dimensionsMap: { service: BACKLOG_METRICS.service, stage: props.stage }, statistic: 'Maximum', period: MINUTE, label: 'parked' }),
            ],
          ),
        ],
        [
          graph('Submissions a minute by organisation', [perTenant('Submissions')], [perTenant('SubmitFailures')]),
          graph('Page saves a minute by organisation', [perTenant('PagesSaved'), perTenant('ApplicationsStarted')], [perTenant('SaveFailures'), perTenant('CodesSent')]),
        ],
        [graph('Job run time (ms, longest a minute)', [...props.jobs].map(([jobId, f]) => f.fn.metricDuration({ period: MINUTE, statistic: 'Maximum', label: jobId })), [...props.jobs].map(([jobId, f]) => perMinute(f.fn.metricErrors(), `${jobId} failed`)))],
      ],
    });
  }
}
