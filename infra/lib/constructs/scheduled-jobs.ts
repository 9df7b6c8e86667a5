import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { JobDef } from '../../../functions/src/http/routes.ts';
import { jobEntry } from '../paths.ts';
import { PortalFunction, sharedFunctionProps, type SharedFunctionProps } from './portal-function.ts';

export interface ScheduledJobsProps extends SharedFunctionProps {
  readonly jobs: readonly JobDef[];
}

/**
 * One function and one EventBridge rule per job in functions/src/http/routes.ts `jobs`.
 * Jobs get 60 s (sweeps touch many items); a failed run is not retried by EventBridge because
 * the next scheduled run picks up the same work (the jobs must be idempotent anyway).
 */
export class ScheduledJobs extends Construct {
  readonly functions: ReadonlyMap<string, PortalFunction>;
  readonly rules: ReadonlyMap<string, Rule>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const fns = new Map<string, PortalFunction>();
    const rules = new Map<string, Rule>();
    for (const job of props.jobs) {
      if (fns.has(job.id)) throw new Error(`Duplicate job id '${job.id}' in routes.ts.`);
      const fn = new PortalFunction(this, job.id, {
        functionId: job.id,
        kind: 'job',
        entry: jobEntry(job.handler),
        description: `Scheduled job ${job.id} (${job.schedule})`,
        timeout: Duration.seconds(60),
        ...sharedFunctionProps(props),
      });
      const rule = new Rule(this, `${job.id}Schedule`, {
        description: `Runs ${job.id}`,
        schedule: Schedule.expression(job.schedule),
        targets: [new LambdaFunction(fn.fn, { retryAttempts: 0 })],
      });
      fns.set(job.id, fn);
      rules.set(job.id, rule);
    }
    this.functions = fns;
    this.rules = rules;
  }
}
