import { CfnOutput, Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobDef } from '../../../functions/src/http/routes.ts';
import { jobEntry } from '../paths.ts';
import { PortalFunction, sharedFunctionProps, type SharedFunctionProps } from './portal-function.ts';

export interface ScheduledJobsProps extends SharedFunctionProps {
  readonly jobs: readonly JobDef[];
  /** The table whose stream starts the jobs that name a `streamEntity`. */
  readonly table: ITable;
}

/** A job's time unless it names its own (routes.ts `timeoutSeconds`): sweeps touch many items. */
export const JOB_TIMEOUT = Duration.seconds(60);
/** The time of one job's function. */
export const jobTimeout = (job: Pick<JobDef, 'timeoutSeconds'>): Duration => (job.timeoutSeconds ? Duration.seconds(job.timeoutSeconds) : JOB_TIMEOUT);
/**
 * How a schedule hands a run to its function: Lambda refusing the invocation (throttled on deadline day, a service
 * error) is tried again for up to two minutes, then recorded on the schedules' dead-letter queue. A run that started and
 * failed is not repeated: the next minute's run picks up the same work (every job is idempotent).
 */
export const SCHEDULE_RETRY = { attempts: 10, maxEventAge: Duration.minutes(2) } as const;
/** A unit's message comes back after six times the function's time, as AWS advises for a function an SQS queue starts. */
export const UNIT_VISIBILITY_TIMEOUT = Duration.seconds(6 * JOB_TIMEOUT.toSeconds());
export const unitVisibilityTimeout = (job: Pick<JobDef, 'timeoutSeconds'>): Duration => Duration.seconds(6 * jobTimeout(job).toSeconds());

/**
 * One function per job in functions/src/http/routes.ts `jobs`, started by an EventBridge Scheduler schedule (retry
 * policy and dead-letter queue above). A job naming a `streamEntity` is also started by the table's stream for new
 * items of that entity (the outbox's delivery); a job with `units` fans its work out on a queue of its own, which starts
 * the same function with one unit a time, tries a unit `maxReceiveCount` times and then parks it on the queue's
 * dead-letter queue (the deadline sweep, one unit per tenant and project).
 */
export class ScheduledJobs extends Construct {
  readonly functions: ReadonlyMap<string, PortalFunction>;
  readonly schedules: ReadonlyMap<string, Schedule>;
  /**
   * Where work the jobs could not finish is parked, each alarmed in PortalAlarms: per stream-started job, a batch it
   * failed on after its retries; per fanned-out job (`<id>Units`), a unit that failed every try; and (`Schedules`) a
   * run no schedule could hand to its function.
   */
  readonly deadLetters: ReadonlyMap<string, Queue>;
  /** The fanned-out jobs' unit queues by their URL variable: a route that hands a job its work sends to one (PortalApi). */
  readonly unitQueues: ReadonlyMap<string, Queue>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const fns = new Map<string, PortalFunction>();
    const schedules = new Map<string, Schedule>();
    const parkedRuns = new Queue(this, 'ScheduleDeadLetters', { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
    const dlqs = new Map<string, Queue>([['Schedules', parkedRuns]]);
    const unitQueues = new Map<string, Queue>();
    for (const job of props.jobs) {
      if (fns.has(job.id)) throw new Error(`Duplicate job id '${job.id}' in routes.ts.`);
      const fn = new PortalFunction(this, job.id, {
        functionId: job.id,
        kind: 'job',
        entry: jobEntry(job.handler),
        description: job.schedule ? `Scheduled job ${job.id} (${job.schedule})` : `Job ${job.id} (its unit queue)`,
        timeout: jobTimeout(job),
        ...(job.memoryMb ? { memoryMb: job.memoryMb } : {}),
        access: job.access,
        ...sharedFunctionProps(props),
      });
      // A job without a schedule is started by its unit queue alone (the exports: a route sends their units).
      if (job.schedule) {
        schedules.set(
          job.id,
          new Schedule(this, `${job.id}Schedule`, {
            description: `Runs ${job.id}`,
            schedule: ScheduleExpression.expression(job.schedule),
            target: new LambdaInvoke(fn.live, {
              input: ScheduleTargetInput.fromObject({ job: job.id }),
              retryAttempts: SCHEDULE_RETRY.attempts,
              maxEventAge: SCHEDULE_RETRY.maxEventAge,
              deadLetterQueue: parkedRuns,
            }),
          }),
        );
      }
      if (job.streamEntity) {
        const dlq = new Queue(this, `${job.id}DeadLetters`, { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
        fn.live.addEventSource(
          new DynamoEventSource(props.table, {
            // Only what is new from now: messages written before the mapping existed are the sweep's.
            startingPosition: StartingPosition.LATEST,
            batchSize: 25,
            maxBatchingWindow: Duration.seconds(1),
            // The handler keeps each message's state itself and never throws for one; a batch that still fails (the
            // function crashed) is halved to find the record, tried three times, then recorded on the queue.
            bisectBatchOnError: true,
            retryAttempts: 3,
            onFailure: new SqsDlq(dlq),
            filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { NewImage: { entity: { S: FilterRule.isEqual(job.streamEntity) } } } })],
          }),
        );
        dlqs.set(job.id, dlq);
      }
      if (job.units) {
        const parked = new Queue(this, `${job.id}ParkedUnits`, { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
        const units = new Queue(this, `${job.id}Units`, {
          visibilityTimeout: unitVisibilityTimeout(job),
          retentionPeriod: Duration.days(4),
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          deadLetterQueue: { queue: parked, maxReceiveCount: job.units.maxReceiveCount },
        });
        // One unit an invocation (its own time), at most maxConcurrency at once; the handler reports a failed unit.
        fn.live.addEventSource(new SqsEventSource(units, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: job.units.maxConcurrency }));
        // The run sends the units, and a unit that ran out of time sends itself again.
        units.grantSendMessages(fn.fn);
        fn.fn.addEnvironment(job.units.queueUrlVariable, units.queueUrl);
        dlqs.set(`${job.id}Units`, parked);
        unitQueues.set(job.units.queueUrlVariable, units);
        new CfnOutput(this, `${job.id}ParkedUnitsUrl`, { value: parked.queueUrl, description: `${job.id}'s units that failed every try (docs/operations.md, 'The deadline sweep')` });
      }
      fns.set(job.id, fn);
    }
    this.functions = fns;
    this.schedules = schedules;
    this.deadLetters = dlqs;
    this.unitQueues = unitQueues;
  }
}
