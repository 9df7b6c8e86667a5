import { createDynamoClients, scopedClients } from '../adapters/dynamodb/document-client.ts';
import { deadlineSchedule } from '../adapters/dynamodb/deadline-schedule.ts';
import { jobLeases } from '../adapters/dynamodb/job-leases.ts';
import { resultReleaseSchedule } from '../adapters/dynamodb/result-release-schedule.ts';
import { sendRate } from '../adapters/dynamodb/send-rate.ts';
import { tenantDirectory, tenantList } from '../adapters/dynamodb/tenant-directory.ts';
import { tenantRepositories } from '../adapters/dynamodb/tenant-repositories.ts';
import { systemClock } from '../adapters/clocks.ts';
import { nodeCrypto } from '../adapters/node-crypto.ts';
import { lazyStsClient, stsTenantRole, tenantCredentialCache, type CredentialProvider } from '../adapters/sts/tenant-credentials.ts';
import { cachedOriginSecrets, fixedOriginSecrets, stageReader } from '../adapters/secrets-manager/origin-secrets.ts';
import { fixedSecret, keptSecret, powertoolsSecrets, type SecretSource } from '../adapters/secrets-manager/secret-source.ts';
import type { Config } from '../config.ts';
import type {
  Clock,
  CryptoPort,
  DeadlineSchedule,
  Leases,
  ResultReleaseSchedule,
  SendRate,
  TenantList,
  IdentityProvider,
  LanguageScoreProvider,
  OriginSecrets,
  QualificationCheck,
  TenantDirectory,
  TenantRepositories,
} from '../domain/ports.ts';
import { providerAdapter, type ProviderAdapters } from './provider-adapters.ts';
import { log } from '../domain/log.ts';

/** Where the stack names a tenant role (TENANT_ROLE_ARN): each tenant's credentials, kept per tenant (one AssumeRole an hour). */
export interface TenantCredentialsSource {
  /** Absent locally and on a function whose access spans tenants: its clients sign with its own credentials. */
  readonly tenantCredentials?: ((tenantId: number) => CredentialProvider) | undefined;
}

/** The adapters every route uses: the table, the clock, crypto and the providers (none of them heavy to carry). */
export interface CoreWiring extends TenantCredentialsSource {
  /** What CloudFront's origin header must hold: checked before anything else of a request (http/middleware/origin-check.ts). */
  originSecrets: OriginSecrets;
  clock: Clock;
  directory: TenantDirectory;
  deadlines: DeadlineSchedule;
  /** The jobs' leases: a run, or one unit of a run's work, held by one process at a time. */
  leases: Leases;
  /** When steps' results open, across tenants (the result-notification job). */
  releases: ResultReleaseSchedule;
  /** The providers' send rates, shared by every delivery at once (the stage's MAIL/SMS_SENDS_PER_SECOND). */
  sendRate: SendRate;
  /** Every tenant (the message sweep's list). */
  tenants: TenantList;
  crypto: CryptoPort;
  identity: IdentityProvider;
  languageScores: LanguageScoreProvider;
  qualification: QualificationCheck;
  /** The repositories of one tenant, bound to it (no repository method takes a tenant id). */
  reposFor(tenantId: number): TenantRepositories;
  /**
   * Reads the secrets the core keeps (the pepper) when they are missing or old: every entry point awaits it before
   * any work (the handlers' tenant middleware, the jobs, the CLI). Fails when a secret was never read.
   */
  ready(): Promise<void>;
}

export interface WiringOptions {
  /** The local runtime's simulators, for providers configured 'local' (functions/src/local/local-adapters.ts). */
  localProviders?: ProviderAdapters | undefined;
  /** The time source of every use case, the import and the repositories (default: the real clock). */
  clock?: Clock | undefined;
}

/** The core of the composition root; the heavy ports come from their factories (wiring/optional/). */
export function createCoreWiring(c: Config, options: WiringOptions = {}): CoreWiring {
  const clock = options.clock ?? systemClock;
  // The unscoped client serves only what is across tenants by design (directory, schedules, send rate, tenant list);
  // a tenant's repositories get a client that can reach that tenant alone (tenant-scope.ts) and, where the stack names
  // a tenant role, signs with that tenant's credentials, which IAM holds to its partitions too (docs/security.md).
  const { base, document: dynamo } = createDynamoClients(c);
  const tenantCredentials = c.TENANT_ROLE_ARN ? tenantCredentialCache(stsTenantRole(lazyStsClient(c), c.TENANT_ROLE_ARN, c.TENANT_SESSION_POLICY)) : undefined;
  const scoped = scopedClients(c, base, tenantCredentials);
  // A deployed stage names its secrets: read through Powertools at cold start and kept (secret-source.ts). The local
  // runtime has its own values.
  const secrets = powertoolsSecrets(c);
  const pepper = c.PEPPER_SECRET_ID ? keptSecret(secrets, c.PEPPER_SECRET_ID, { name: 'pepper' }) : fixedSecret(c.SECRET_PEPPER!);
  return {
    originSecrets: originSecretsOf(c, secrets),
    clock,
    directory: tenantDirectory(dynamo, c.TABLE_NAME),
    deadlines: deadlineSchedule(dynamo, c.TABLE_NAME),
    leases: jobLeases(dynamo, c.TABLE_NAME, () => clock.now()),
    releases: resultReleaseSchedule(dynamo, c.TABLE_NAME),
    sendRate: sendRate(dynamo, c.TABLE_NAME, { email: c.MAIL_SENDS_PER_SECOND, sms: c.SMS_SENDS_PER_SECOND }),
    tenants: tenantList(dynamo, c.TABLE_NAME),
    crypto: nodeCrypto(() => pepper.value()),
    identity: providerAdapter('identity', c, options.localProviders),
    languageScores: providerAdapter('languageScores', c, options.localProviders),
    qualification: providerAdapter('qualification', c, options.localProviders),
    reposFor: (tenantId) => tenantRepositories(scoped(tenantId), c.TABLE_NAME, () => clock.now()),
    tenantCredentials,
    ready: () => pepper.refresh(),
  };
}

/**
 * A deployed stage reads the secret CloudFront's header carries from Secrets Manager (ORIGIN_SECRET_ID); the local
 * runtime has its server's value (ORIGIN_SECRET, refused elsewhere by config.ts). With neither, nothing passes.
 */
function originSecretsOf(c: Config, secrets: SecretSource): OriginSecrets {
  if (c.ORIGIN_SECRET_ID) return cachedOriginSecrets(stageReader(secrets, c.ORIGIN_SECRET_ID));
  if (c.ORIGIN_SECRET) return fixedOriginSecrets([c.ORIGIN_SECRET]);
  let told = false;
  return {
    accepts: async () => {
      if (!told) log.error('no origin secret configured (ORIGIN_SECRET_ID): every API request is refused');
      told = true;
      return false;
    },
  };
}
