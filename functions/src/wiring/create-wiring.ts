import { createDynamoClients } from '../adapters/dynamodb/document-client.ts';
import { deadlineSchedule } from '../adapters/dynamodb/deadline-schedule.ts';
import { resultReleaseSchedule } from '../adapters/dynamodb/result-release-schedule.ts';
import { tenantDirectory } from '../adapters/dynamodb/tenant-directory.ts';
import { tenantRepositories } from '../adapters/dynamodb/tenant-repositories.ts';
import { awsNotifier } from '../adapters/aws-notifier.ts';
import { systemClock } from '../adapters/clocks.ts';
import { nodeCrypto } from '../adapters/node-crypto.ts';
import { bundledMedicalDirectory } from '../adapters/reference/bundled-medical-directory.ts';
import { localAddressSearch } from '../adapters/reference/local-address-search.ts';
import { createS3Client } from '../adapters/s3/s3-client.ts';
import { s3FileStore } from '../adapters/s3/s3-file-store.ts';
import { createSesClient } from '../adapters/ses/ses-email-sender.ts';
import { createSnsClient } from '../adapters/sns/sns-sms-sender.ts';
import type { Config } from '../config.ts';
import type {
  AddressSearch,
  Clock,
  CryptoPort,
  DeadlineSchedule,
  ResultReleaseSchedule,
  FileStore,
  IdentityProvider,
  LanguageScoreProvider,
  MedicalDirectory,
  Notifier,
  QualificationCheck,
  TenantDirectory,
  TenantRepositories,
} from '../domain/ports.ts';
import { providerAdapter, type ProviderAdapters } from './provider-adapters.ts';

/** Every adapter the use cases reach, built from one configuration. */
export interface Wiring {
  clock: Clock;
  directory: TenantDirectory;
  deadlines: DeadlineSchedule;
  /** When steps' results open, across tenants (the result-notification job). */
  releases: ResultReleaseSchedule;
  files: FileStore;
  notifier: Notifier;
  crypto: CryptoPort;
  identity: IdentityProvider;
  languageScores: LanguageScoreProvider;
  qualification: QualificationCheck;
  medicals: MedicalDirectory;
  addresses: AddressSearch;
  /** The repositories of one tenant, bound to it (no repository method takes a tenant id). */
  reposFor(tenantId: number): TenantRepositories;
}

export interface WiringOptions {
  /** The local runtime's simulators, for providers configured 'local' (functions/src/local/local-adapters.ts). */
  localProviders?: ProviderAdapters | undefined;
  /** The time source of every use case, the import and the repositories (default: the real clock). */
  clock?: Clock | undefined;
}

/**
 * The composition root: the one place adapters are chosen and built, from the configuration alone. The HTTP layer,
 * the scheduled jobs, the local runtime and the CLI all start here (processWiring() keeps one per process).
 */
export function createWiring(c: Config, options: WiringOptions = {}): Wiring {
  const clock = options.clock ?? systemClock;
  const dynamo = createDynamoClients(c).document;
  return {
    clock,
    directory: tenantDirectory(dynamo, c.TABLE_NAME),
    deadlines: deadlineSchedule(dynamo, c.TABLE_NAME),
    releases: resultReleaseSchedule(dynamo, c.TABLE_NAME),
    files: s3FileStore(createS3Client(c), c.UPLOAD_BUCKET),
    notifier: awsNotifier({ ses: createSesClient(c), sns: createSnsClient(c), sender: c.SENDER_EMAIL }),
    crypto: nodeCrypto(c.SECRET_PEPPER),
    identity: providerAdapter('identity', c, options.localProviders),
    languageScores: providerAdapter('languageScores', c, options.localProviders),
    qualification: providerAdapter('qualification', c, options.localProviders),
    medicals: bundledMedicalDirectory(),
    // A production postal-address API adapter plugs in here behind the same port (docs/reference-data.md).
    addresses: localAddressSearch(),
    reposFor: (tenantId) => tenantRepositories(dynamo, c.TABLE_NAME, tenantId, () => clock.now()),
  };
}
