import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { JobDef } from '../../../functions/src/http/routes.ts';
import { jobEntry } from '../paths.ts';
import { PortalFunction, sharedFunctionProps, type SharedFunctionProps } from './portal-function.ts';

export interface ScheduledJobsProps extends SharedFunctionProps {
  readonly jobs: readonly JobDef[];
  /** The table whose stream starts the jobs that name a `streamEntity`. */
  readonly table: Table;
}

/**
 * One function and one EventBridge rule per job in functions/src/http/routes.ts `jobs`; a job naming a `streamEntity`
 * is also started by the table's stream for new items of that entity (the outbox's delivery).
 * Jobs get 60 s (sweeps touch many items); a failed run is not retried by EventBridge because
 * the next scheduled run picks up the same work (the jobs must be idempotent anyway).
 */
export class ScheduledJobs extends Construct {
  readonly functions: ReadonlyMap<string, PortalFunction>;
  readonly rules: ReadonlyMap<string, Rule>;
  /** Per stream-started job: where a batch the function failed on after its retries is recorded (alarmed in PortalAlarms). */
  readonly deadLetters: ReadonlyMap<string, Queue>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const fns = new Map<string, PortalFunction>();
    const rules = new Map<string, Rule>();
    const dlqs = new Map<string, Queue>();
    for (const job of props.jobs) {
      if (fns.has(job.id)) throw new Error(`Duplicate job id '${job.id}' in routes.ts.`);
      const fn = new PortalFunction(this, job.id, {
        functionId: job.id,
        kind: 'job',
        entry: jobEntry(job.handler),
        description: `Scheduled job ${job.id} (${job.schedule})`,
        timeout: Duration.seconds(60),
        access: job.access,
        ...sharedFunctionProps(props),
      });
      const rule = new Rule(this, `${job.id}Schedule`, {
        description: `Runs ${job.id}`,
        schedule: Schedule.expression(job.schedule),
        targets: [new LambdaFunction(fn.live, { retryAttempts: 0 })],
      });
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
      fns.set(job.id, fn);
      rules.set(job.id, rule);
    }
    this.functions = fns;
    this.rules = rules;
    this.deadLetters = dlqs;
  }
}
