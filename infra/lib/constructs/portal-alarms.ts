import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, type DeliveryCount } from '../../../functions/src/domain/business-metrics.ts';
import { BACKLOG_METRICS } from '../../../functions/src/jobs/backlog-metrics.ts';
import { routes as routeTable } from '../../../functions/src/http/routes.ts';
import { capacityOf } from '../capacity.ts';
import type { PortalFunction } from './portal-function.ts';

export interface PortalAlarmsProps {
  readonly stage: string;
  readonly api: HttpApi;
  readonly table: ITable;
  /** The route functions, by route id: the deadline path's (saves and submission) are watched minute by minute. */
  readonly routes: ReadonlyMap<string, PortalFunction>;
  /** The scheduled jobs' functions, by job id (the deadline sweep among them). */
  readonly jobs: ReadonlyMap<string, PortalFunction>;
  /** The stream-started jobs' dead-letter queues (a batch the delivery function failed on after its retries). */
  readonly deadLetters?: ReadonlyMap<string, Queue>;
  /** Where the alarms are mailed (the stage's alarmEmail); without it they go to the topic only. */
  readonly alarmEmail?: string;
  /** The month's SMS spend in USD that raises the spend alarm (the stage's smsSpendAlarmUsd). */
  readonly smsSpendAlarmUsd: number;
  /**
   * The stage sends texts through SENS (its alimtalk settings): a day's estimated SENS spend in KRW past this raises
   * the SENS spend alarm (SENS reports nothing to CloudWatch; the estimate is the delivery's own counts).
   */
  readonly sensSpendAlarmKrwPerDay?: number | undefined;
}

/**
 * What SENS bills a text at most (NAVER Cloud's list prices, KRW, checked 2026-11): an SMS, an LMS. A 알림톡 costs less
 * than the SMS it falls back to and is counted as that SMS as well, so the estimate is a ceiling.
 */
export const SENS_PRICE_KRW = { SMS: 9, LMS: 30 } as const;

/** Mail or texts waiting this long, this many minutes in a row, wake someone. */
const BACKLOG_ALARM = { thresholdSeconds: 600, minutes: 3 } as const;

const FIVE_MINUTES = Duration.minutes(5);
const MINUTE = Duration.minutes(1);

/**
 * The deadline path, watched minute by minute: on deadline day five minutes of a broken save is thousands of applicants.
 * Each alarm needs most of its last minutes bad (M of N), so one slow minute does not wake anyone.
 */
export const DEADLINE_ALARMS = {
  /** A save or submission function's p99 duration (ms), against its 10 s timeout. */
  p99Ms: 3_000,
  /** Share of the API's answers that are 4xx (429s of the throttles and abuse limits among them), in percent. */
  clientErrorPercent: 20,
  /** Share of the account's Lambda concurrency quota in use, in percent: the headroom before invocations are refused. */
  concurrencyPercent: 80,
  minutes: 3,
  badMinutes: 2,
} as const;

/**
 * What to watch on deadline day (docs/operations.md): minute by minute the API's 5xx and 4xx rates, the saves' and the
 * submission's p99, throttled store requests and Lambda invocations and the concurrency headroom; every failed run of a
 * scheduled job (the deadline sweep above all), the mail backlog and the providers. Each alarm notifies one SNS topic.
 */
export class PortalAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: PortalAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: `Recruitment portal (${props.stage}) alarms` });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const alarms: Alarm[] = [];
    const add = (alarm: Alarm) => {
      alarm.addAlarmAction(new SnsAction(this.topic));
      alarm.addOkAction(new SnsAction(this.topic));
      alarms.push(alarm);
    };

    const everyMinute = { evaluationPeriods: DEADLINE_ALARMS.minutes, datapointsToAlarm: DEADLINE_ALARMS.badMinutes, treatMissingData: TreatMissingData.NOT_BREACHING } as const;
    // More than 1% of the API's answers are 5xx in two of three minutes (with at least 20 requests a minute, so one
    // failure at night is not a page).
    const requests = props.api.metricCount({ period: MINUTE, statistic: 'Sum' });
    const errors = props.api.metricServerError({ period: MINUTE, statistic: 'Sum' });
    add(
      new MathExpression({ expression: 'IF(requests >= 20, 100 * errors / requests, 0)', usingMetrics: { requests, errors }, period: MINUTE, label: '5xx %' }).createAlarm(this, 'Api5xxRate', {
        alarmDescription: `${props.stage}: more than 1% of API answers were 5xx, two minutes of three`,
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        ...everyMinute,
      }),
    );
    // A fifth of the answers refused (4xx, the 429s of the throttles and abuse limits among them), with at least 100
    // requests a minute: honest applicants locked out, or a client gone wrong (docs/operations.md, deadline day).
    const clientErrors = props.api.metricClientError({ period: MINUTE, statistic: 'Sum' });
    add(
      new MathExpression({ expression: 'IF(requests >= 100, 100 * refused / requests, 0)', usingMetrics: { requests, refused: clientErrors }, period: MINUTE, label: '4xx %' }).createAlarm(this, 'Api4xxRate', {
        alarmDescription: `${props.stage}: more than ${DEADLINE_ALARMS.clientErrorPercent}% of API answers were 4xx (429 among them), two minutes of three`,
        threshold: DEADLINE_ALARMS.clientErrorPercent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        ...everyMinute,
      }),
    );
    // The saves and the submission slow past 3 s at p99 (their timeout is 10 s): the store or the functions are saturated.
    for (const route of routeTable.filter((r) => ['deadline', 'submit'].includes(capacityOf(r)))) {
      const fn = props.routes.get(route.id);
      if (!fn) continue;
      add(
        fn.fn.metricDuration({ period: MINUTE, statistic: 'p99' }).createAlarm(this, `${route.id}P99`, {
          alarmDescription: `${props.stage}: ${route.id} took more than ${DEADLINE_ALARMS.p99Ms} ms at p99, two minutes of three`,
          threshold: DEADLINE_ALARMS.p99Ms,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          ...everyMinute,
        }),
      );
    }
    // Concurrency headroom: the account's concurrent executions against its quota (AWS/Usage with SERVICE_QUOTA), before
    // Lambda refuses invocations of every function in the region.
    const inUse = new Metric({ namespace: 'AWS/Usage', metricName: 'ResourceCount', dimensionsMap: { Service: 'Lambda', Resource: 'ConcurrentExecutions', Type: 'Resource', Class: 'None' }, statistic: 'Maximum', period: MINUTE });
    add(
      new MathExpression({ expression: '100 * inuse / SERVICE_QUOTA(inuse)', usingMetrics: { inuse: inUse }, period: MINUTE, label: 'concurrency quota %' }).createAlarm(this, 'ConcurrencyHeadroom', {
        alarmDescription: `${props.stage}: Lambda concurrency passed ${DEADLINE_ALARMS.concurrencyPercent}% of the account's quota, two minutes of three`,
        threshold: DEADLINE_ALARMS.concurrencyPercent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        ...everyMinute,
      }),
    );

    // The store throttling reads or writes (a hot partition or the account's table limit): the SDK retries, applicants wait.
    const throttled = (metricName: string) => props.table.metric(metricName, { period: MINUTE, statistic: 'Sum' });
    add(
      new MathExpression({ expression: 'reads + writes', usingMetrics: { reads: throttled('ReadThrottleEvents'), writes: throttled('WriteThrottleEvents') }, period: MINUTE, label: 'throttled requests' }).createAlarm(this, 'TableThrottles', {
        alarmDescription: `${props.stage}: the table throttled more than 10 requests a minute, two minutes of three`,
        threshold: 10,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        ...everyMinute,
      }),
    );

    // Lambda refusing invocations for concurrency (the account's limit is shared by every function of the region).
    add(
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: MINUTE, statistic: 'Sum' }).createAlarm(this, 'LambdaThrottles', {
        alarmDescription: `${props.stage}: Lambda throttled invocations in this account and region (concurrency limit)`,
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    // A scheduled job's run failed: the deadline sweep or the result notices did not finish (the next run retries).
    for (const [jobId, fn] of props.jobs) {
      add(
        fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }).createAlarm(this, `${jobId}Failed`, {
          alarmDescription: `${props.stage}: job ${jobId} failed`,
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    // A stream batch the delivery function could not finish after its retries: its messages wait for the sweep, but a
    // function that keeps crashing on them is a bug to look at (docs/messaging.md, 'A stuck backlog').
    for (const [jobId, queue] of props.deadLetters ?? []) {
      add(
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }).createAlarm(this, `${jobId}DeadLetters`, {
          alarmDescription: `${props.stage}: ${jobId} left events it failed on after its retries on its dead-letter queue`,
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    // Mail or texts waiting longer than ten minutes, three sweeps in a row: a provider down, a rate too low for the
    // deadline, or parked messages piling up behind a bug (docs/messaging.md, 'A stuck backlog').
    add(
      new Metric({
        namespace: BACKLOG_METRICS.namespace,
        metricName: BACKLOG_METRICS.oldestWaiting,
        dimensionsMap: { service: BACKLOG_METRICS.service, stage: props.stage },
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }).createAlarm(this, 'OutboxBacklogAge', {
        alarmDescription: `${props.stage}: the oldest unsent message has waited more than ${BACKLOG_ALARM.thresholdSeconds / 60} minutes`,
        threshold: BACKLOG_ALARM.thresholdSeconds,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: BACKLOG_ALARM.minutes,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    // The month's SMS spend (SNS reports it for the account and region) past the stage's line.
    add(
      new Metric({ namespace: 'AWS/SNS', metricName: 'SMSMonthToDateSpentUSD', statistic: 'Maximum', period: FIVE_MINUTES }).createAlarm(this, 'SmsSpend', {
        alarmDescription: `${props.stage}: SMS spend this month passed ${props.smsSpendAlarmUsd} USD`,
        threshold: props.smsSpendAlarmUsd,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    // SENS's spend, estimated from the delivery's counts of texts handed to it (the stage's total series).
    if (props.sensSpendAlarmKrwPerDay !== undefined) {
      const sent = (metricName: DeliveryCount) =>
        new Metric({ namespace: BUSINESS_METRICS.namespace, metricName, dimensionsMap: { service: BUSINESS_METRICS.service, stage: props.stage }, statistic: 'Sum', period: Duration.days(1) });
      add(
        new MathExpression({
          expression: `s * ${SENS_PRICE_KRW.SMS} + l * ${SENS_PRICE_KRW.LMS}`,
          usingMetrics: { s: sent('SmsSent'), l: sent('LmsSent') },
          period: Duration.days(1),
          label: 'SENS spend today (KRW, ceiling)',
        }).createAlarm(this, 'SensSpend', {
          alarmDescription: `${props.stage}: today's estimated SENS spend (SMS ${SENS_PRICE_KRW.SMS}, LMS ${SENS_PRICE_KRW.LMS} KRW each) passed ${props.sensSpendAlarmKrwPerDay} KRW`,
          threshold: props.sensSpendAlarmKrwPerDay,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    // SES's account reputation (a rate over its recent sends, 0..1): AWS reviews the account at a 5% bounce or 0.1%
    // complaint rate and may pause its sending, codes included, at 10% and 0.5%. Wake someone at the review line.
    for (const [id, metricName, threshold] of [
      ['MailBounceRate', 'Reputation.BounceRate', SES_BOUNCE_RATE_ALARM],
      ['MailComplaintRate', 'Reputation.ComplaintRate', SES_COMPLAINT_RATE_ALARM],
    ] as const) {
      add(
        new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) }).createAlarm(this, id, {
          alarmDescription: `${props.stage}: SES ${metricName} reached ${threshold * 100}% (AWS reviews the account here and pauses its mail at twice or five times this)`,
          threshold,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.alarms = alarms;
  }
}

/** SES's review lines for the account's bounce and complaint rates (its sending policy). */
export const SES_BOUNCE_RATE_ALARM = 0.05;
export const SES_COMPLAINT_RATE_ALARM = 0.001;
