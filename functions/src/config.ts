import { z } from 'zod';

/**
 * Environment, parsed once. The same variable names are set by infra/ on Lambda and by the
 * local runner; endpoints are only set locally (real AWS needs none).
 */
export const envNames = {
  tableName: 'TABLE_NAME',
  uploadBucket: 'UPLOAD_BUCKET',
  dynamoEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  snsEndpoint: 'SNS_ENDPOINT',
  baseDomains: 'BASE_DOMAINS',
  senderEmail: 'SENDER_EMAIL',
  stage: 'STAGE',
  secretPepper: 'SECRET_PEPPER',
  identityProvider: 'IDENTITY_PROVIDER',
  languageScoreProvider: 'LANGUAGE_SCORE_PROVIDER',
} as const;

const schema = z.object({
  TABLE_NAME: z.string().min(1).default('portal'),
  UPLOAD_BUCKET: z.string().min(1).default('portal-uploads'),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  SES_ENDPOINT: z.string().url().optional(),
  SNS_ENDPOINT: z.string().url().optional(),
  AWS_REGION: z.string().default('ap-northeast-2'),
  /** Hosts under which '<domainKey>.<base>' names a tenant; the bare base serves the default tenant. */
  BASE_DOMAINS: z
    .string()
    .default('localhost')
    .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)),
  SENDER_EMAIL: z.string().default('no-reply@recruit.local'),
  STAGE: z.string().default('local'),
  /** Key of the keyed hashes of codes, recipients and identities. Set a long random value per stage. */
  SECRET_PEPPER: z.string().min(16).default('local-development-pepper-change-me'),
  /** 'local' = the simulator in the local server; a real provider adapter is chosen here once one exists. */
  IDENTITY_PROVIDER: z.enum(['local', 'none']).default('local'),
  IDENTITY_SIMULATOR_URL: z.string().default('/dev/identity'),
  /** 'local' = the language-score simulator (/dev/ets); 'none' = no test has a popup (the choice is applied directly). */
  LANGUAGE_SCORE_PROVIDER: z.enum(['local', 'none']).default('local'),
  LANGUAGE_SCORE_SIMULATOR_URL: z.string().default('/dev/ets'),
  /** Local qualification-check accounts, JSON [{projectId?, id, password}]. */
  QUALIFICATION_ACCOUNTS: z
    .string()
    .default('[{"id":"qualified","password":"qualified1!"}]')
    .transform((v) => JSON.parse(v) as { projectId?: number; id: string; password: string }[]),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;
export function config(): Config {
  cached ??= schema.parse(process.env);
  return cached;
}
/** Tests and the local runner change the environment before first use; this forgets the parse. */
export function resetConfig(): void {
  cached = undefined;
}
