import * as z from 'zod';

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
  sqsEndpoint: 'SQS_ENDPOINT',
  baseDomains: 'BASE_DOMAINS',
  senderEmail: 'SENDER_EMAIL',
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  alimtalkEndpoint: 'ALIMTALK_ENDPOINT',
  alimtalkServiceId: 'ALIMTALK_SERVICE_ID',
  alimtalkAccessKey: 'ALIMTALK_ACCESS_KEY',
  alimtalkSecretKeyId: 'ALIMTALK_SECRET_KEY_ID',
  smsSenderNumber: 'SMS_SENDER_NUMBER',
  sensSmsServiceId: 'SENS_SMS_SERVICE_ID',
  stage: 'STAGE',
  pepperSecretId: 'PEPPER_SECRET_ID',
  originSecretId: 'ORIGIN_SECRET_ID',
  secretsManagerEndpoint: 'SECRETS_MANAGER_ENDPOINT',
  mailSendsPerSecond: 'MAIL_SENDS_PER_SECOND',
  smsSendsPerSecond: 'SMS_SENDS_PER_SECOND',
  identityProvider: 'IDENTITY_PROVIDER',
  languageScoreProvider: 'LANGUAGE_SCORE_PROVIDER',
  qualificationProvider: 'QUALIFICATION_PROVIDER',
} as const;

const provider = z.enum(['local', 'none']).default('none');
const qualificationAccount = z.object({ projectId: z.number().int().optional(), id: z.string().min(1), password: z.string().min(1) });

/**
 * No default here is a secret or a simulator: a deployed stage gets exactly what the stack sets, and the local
 * runner sets its own values explicitly (functions/src/local/local-defaults.ts).
 */
const schema = z
  .object({
    TABLE_NAME: z.string().min(1).default('portal'),
    UPLOAD_BUCKET: z.string().min(1).default('portal-uploads'),
    DYNAMODB_ENDPOINT: z.string().url().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    SES_ENDPOINT: z.string().url().optional(),
    SNS_ENDPOINT: z.string().url().optional(),
    SQS_ENDPOINT: z.string().url().optional(),
    AWS_REGION: z.string().default('ap-northeast-2'),
    /** Hosts under which '<domainKey>.<base>' names a tenant; the bare base serves the default tenant. */
    BASE_DOMAINS: z
      .string()
      .default('localhost')
      .transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)),
    SENDER_EMAIL: z.string().default('no-reply@recruit.local'),
    /** The SES configuration set every mail goes through (its events mark messages and suppress bounced mailboxes); none locally. */
    MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
    /** KakaoTalk 알림톡 through NAVER Cloud SENS (docs/messaging.md); texts go as SMS while any of these is empty. */
    ALIMTALK_ENDPOINT: z.string().url().default('https://sens.apigw.ntruss.com'),
    ALIMTALK_SERVICE_ID: z.string().optional().transform((v) => v || undefined),
    ALIMTALK_ACCESS_KEY: z.string().optional().transform((v) => v || undefined),
    /** The SENS secret key's Secrets Manager secret (its name or ARN): read when a message goes out, never an environment value. */
    ALIMTALK_SECRET_KEY_ID: z.string().optional().transform((v) => v || undefined),
    /** The local SENS stand-in's secret key itself; refused on any other stage. */
    ALIMTALK_SECRET_KEY: z.string().optional().transform((v) => v || undefined),
    /** The pre-registered sender number (발신번호 사전등록) of the 알림톡's SMS fallback. */
    SMS_SENDER_NUMBER: z.string().optional().transform((v) => v || undefined),
    /**
     * The SENS SMS project of the same NAVER Cloud account: plain texts go through it from SMS_SENDER_NUMBER (Korean
     * carriers take a pre-registered sender number, SNS has none); empty: through SNS.
     */
    SENS_SMS_SERVICE_ID: z.string().optional().transform((v) => v || undefined),
    /** The provider's send rate across the stage (SES starts production accounts at 14 a second): a stage value. */
    MAIL_SENDS_PER_SECOND: z.coerce.number().int().min(1).default(14),
    SMS_SENDS_PER_SECOND: z.coerce.number().int().min(1).default(20),
    /** 'local' only for the local runtime; required, so a missing variable never reads as local. */
    STAGE: z.string({ error: 'required (the stack sets the stage name; the local runner sets local)' }).min(1),
    /**
     * The Secrets Manager secret (its name or ARN, never its value) holding the key of the keyed hashes of codes,
     * recipients and identities: read on a container's first request and kept (docs/deploy.md 'Secrets'). No default.
     */
    PEPPER_SECRET_ID: z.string().optional().transform((v) => v || undefined),
    /** The local runtime's pepper itself; refused on any other stage, which names its secret instead. */
    SECRET_PEPPER: z.string().min(16, { error: 'must be at least 16 characters of random secret' }).optional(),
    /** A stand-in of Secrets Manager (tests); never set on AWS. */
    SECRETS_MANAGER_ENDPOINT: z.string().url().optional(),
    /**
     * The Secrets Manager secret (its ARN, never its value) whose value CloudFront sends in its origin header: every
     * API request must carry it (docs/deploy.md 'Only through CloudFront'). Read at cold start, not from the environment.
     */
    ORIGIN_SECRET_ID: z.string().optional().transform((v) => v || undefined),
    /** The local runtime's origin header value (its server plays CloudFront); refused on any other stage. */
    ORIGIN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** 'local' = the simulator the local runtime passes into the wiring; 'none' = the identity step refuses. */
    IDENTITY_PROVIDER: provider,
    IDENTITY_SIMULATOR_URL: z.string().default('/dev/identity'),
    /** 'local' = the language-score simulator (/dev/ets); 'none' = no test has a popup (the choice is applied directly). */
    LANGUAGE_SCORE_PROVIDER: provider,
    LANGUAGE_SCORE_SIMULATOR_URL: z.string().default('/dev/ets'),
    /** 'local' = the local check of QUALIFICATION_ACCOUNTS; 'none' = the qualification gate refuses in Korean. */
    QUALIFICATION_PROVIDER: provider,
    /**
     * The queue of the deadline job's units (routes.ts `jobs`, `units.queueUrlVariable`): set by the stack on that job's
     * function only, and by the local runtime's queue stand-in.
     */
    DEADLINE_UNITS_QUEUE_URL: z.string().url().optional(),
    /**
     * The stage's tenant role (infra/lib/function-policy.ts `tenantRoleStatements`): set by the stack on every function
     * whose declared access is one tenant's at a time (FunctionAccess `tenants: 'one'`), whose own role then holds no
     * tenant data. Its tenant repositories and file store sign with that role, assumed with the tag `tenant=<id>`
     * (adapters/sts/tenant-credentials.ts). Absent locally (no STS), where the clients' tenant scope is the enforcement.
     */
    TENANT_ROLE_ARN: z.string().optional().transform((v) => v || undefined),
    /**
     * The session policy the stack derived from the function's own declared access (infra/lib/function-policy.ts
     * `tenantSessionPolicy`), passed with each AssumeRole: the session holds the intersection of the tenant role and
     * what this function declared (a read-only route's tenant session cannot write). Set with TENANT_ROLE_ARN.
     */
    TENANT_SESSION_POLICY: z.string().optional().transform((v) => v || undefined),
    /** The queue of the retention job's units (one project past its retention period each), set as the deadline job's is. */
    RETENTION_UNITS_QUEUE_URL: z.string().url().optional(),
    /** The export job's queue (one export each): on its function, on the ExportApplications route that sends to it, and locally. */
    EXPORT_UNITS_QUEUE_URL: z.string().url().optional(),
    /** Bytes an export part holds before it is uploaded (8 MiB; S3 refuses parts under 5 MiB but the last, which only the local stage lowers). */
    EXPORT_PART_BYTES: z.coerce.number().int().positive().default(8 * 1024 * 1024),
    /** The most milliseconds one export unit runs before it is sent again (tests force continuations with it); the function's time otherwise. */
    EXPORT_UNIT_BUDGET_MS: z.coerce.number().int().positive().optional(),
    /** 'true' = every answer is parsed with its contract's response schema and a mismatch fails (local runtime, tests). */
    CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
    /** The local check's accounts, JSON [{projectId?, id, password}]; only on the local stage. */
    QUALIFICATION_ACCOUNTS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return [];
        const parsed = z.array(qualificationAccount).safeParse(safeJson(v));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {projectId?, id, password}' });
          return z.NEVER;
        }
        return parsed.data;
      }),
  })
  .superRefine((c, ctx) => {
    if (!c.PEPPER_SECRET_ID && !c.SECRET_PEPPER) {
      const message = c.STAGE === 'local' ? 'required (the local runner sets SECRET_PEPPER)' : 'required: the Secrets Manager secret of the stage\'s pepper (docs/deploy.md, pepperSecretName)';
      ctx.addIssue({ code: 'custom', path: [c.STAGE === 'local' ? 'SECRET_PEPPER' : 'PEPPER_SECRET_ID'], message });
    }
    // Belt and braces: a deployed bundle holds no simulator, but a stage must not even ask for one.
    if (c.STAGE === 'local') return;
    // A secret's value in the environment is the local runtime's: a stage names its secrets (their ids) instead.
    if (c.SECRET_PEPPER) ctx.addIssue({ code: 'custom', path: ['SECRET_PEPPER'], message: `a plain pepper is the local runtime's; stage '${c.STAGE}' reads PEPPER_SECRET_ID's secret` });
    if (c.ALIMTALK_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['ALIMTALK_SECRET_KEY'], message: `a plain SENS key is the local runtime's; stage '${c.STAGE}' reads ALIMTALK_SECRET_KEY_ID's secret` });
    for (const name of ['IDENTITY_PROVIDER', 'LANGUAGE_SCORE_PROVIDER', 'QUALIFICATION_PROVIDER'] as const) {
      if (c[name] === 'local') ctx.addIssue({ code: 'custom', path: [name], message: `'local' is the local runtime's simulator; stage '${c.STAGE}' needs a real provider or 'none'` });
    }
    if (c.ORIGIN_SECRET) ctx.addIssue({ code: 'custom', path: ['ORIGIN_SECRET'], message: `a plain origin secret is the local runtime's; stage '${c.STAGE}' reads ORIGIN_SECRET_ID's secret` });
    if (c.QUALIFICATION_ACCOUNTS.length > 0) ctx.addIssue({ code: 'custom', path: ['QUALIFICATION_ACCOUNTS'], message: `local accounts are not allowed on stage '${c.STAGE}'` });
  });

function safeJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/** Parses an environment; a failure names every variable that is missing or wrong. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`);
  throw new Error(`Invalid configuration: ${problems.join('; ')}`);
}

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
/** Tests and the local runner change the environment before first use; this forgets the parse. */
export function resetConfig(): void {
  cached = undefined;
}
