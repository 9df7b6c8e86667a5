import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { BUSINESS_METRICS, type MetricsSink } from '../../domain/business-metrics.ts';

/**
 * Business counts as CloudWatch embedded metrics through Powertools: one line per count, in two series: per tenant
 * (dimensions service, stage, tenant: a few hundred tenants stay a few hundred series a count) and the stage's total
 * (service, stage: what an alarm reads, as alarms cannot search across tenants); the project is a property of the line, not a
 * dimension, so a project's counts are a Logs Insights query and cost no series of their own. POWERTOOLS_METRICS_DISABLED
 * turns them off (the local runtime and tests).
 */
export function powertoolsMetricsSink(stage: string): MetricsSink {
  const metrics = new Metrics({ namespace: BUSINESS_METRICS.namespace, serviceName: BUSINESS_METRICS.service, defaultDimensions: { stage } });
  return {
    count(name, where, n) {
      const one = metrics.singleMetric();
      // The stage's total: a dimension set of the defaults alone.
      one.addDimensions({});
      one.addDimension(BUSINESS_METRICS.tenantDimension, String(where.tenantId));
      if (where.projectId !== undefined) one.addMetadata('projectId', String(where.projectId));
      one.addMetric(name, MetricUnit.Count, n);
    },
  };
}
