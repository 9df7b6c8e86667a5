/**
 * The outbox backlog as the delivery function publishes it (CloudWatch embedded metrics) and the stack alarms on it:
 * one home for the names, so the alarm watches exactly the metric that is written.
 */
export const BACKLOG_METRICS = {
  namespace: 'Portal',
  service: 'deliver-messages',
  oldestWaiting: 'OutboxOldestWaitingSeconds',
  waiting: 'OutboxWaiting',
  parked: 'OutboxParked',
} as const;
