/**
 * Ports: what the domain needs from the outside world, one file per context under ports/. Adapters implement them
 * (DynamoDB, S3, SES, SNS, providers); the domain never imports an SDK.
 */
export type * from './ports/clock.ts';
export type * from './ports/tenancy.ts';
export type * from './ports/files.ts';
export type * from './ports/notifications.ts';
export type * from './ports/identity.ts';
export type * from './ports/language-score.ts';
export type * from './ports/qualification.ts';
export type * from './ports/reference-data.ts';
export type * from './ports/verification.ts';
export type * from './ports/abuse.ts';
export type * from './ports/applicants.ts';
export type * from './ports/form.ts';
export type * from './ports/submission.ts';
export type * from './ports/exam-site.ts';
export type * from './ports/steps.ts';
export type * from './ports/integration.ts';
export type * from './ports/idempotency.ts';
export type * from './ports/outbox.ts';
export type * from './ports/edge.ts';
export type * from './ports/jobs.ts';
export type * from './ports/retention.ts';
