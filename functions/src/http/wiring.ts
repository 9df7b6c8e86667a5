import { config, type Config } from '../config.ts';
import { documentClient } from '../adapters/dynamodb/document-client.ts';
import { tenantDirectory } from '../adapters/dynamodb/tenant-directory.ts';
import { deadlineSchedule } from '../adapters/dynamodb/deadline-schedule.ts';
import { tenantRepositories } from '../adapters/dynamodb/tenant-repositories.ts';
import { s3Client } from '../adapters/s3/s3-client.ts';
import { s3FileStore } from '../adapters/s3/s3-file-store.ts';
import type { Clock, CryptoPort, DeadlineSchedule, FileStore, IdentityProvider, Notifier, QualificationCheck, TenantDirectory, TenantRepositories } from '../domain/ports.ts';
import type { LanguageScoreProvider } from '../domain/ports.ts';
import { noLanguageScoreProvider } from '../adapters/language-score/no-language-score-provider.ts';
import { nodeCrypto } from '../adapters/node-crypto.ts';
import { unconfiguredIdentityProvider } from '../adapters/identity/unconfigured-identity-provider.ts';
import { unconfiguredQualificationCheck } from '../adapters/qualification/unconfigured-qualification-check.ts';
import { awsNotifier } from '../adapters/aws-notifier.ts';
import type { AddressSearch, MedicalDirectory } from '../domain/ports.ts';
import { bundledMedicalDirectory } from '../adapters/reference/bundled-medical-directory.ts';
import { localAddressSearch } from '../adapters/reference/local-address-search.ts';

/**
 * Adapters for the running process, built once per Lambda container (or local server).
 * Which endpoints they talk to is configuration; the code path is the same everywhere.
 */
export interface Wiring {
  clock: Clock;
  directory: TenantDirectory;
  deadlines: DeadlineSchedule;
  files: FileStore;
  notifier: Notifier;
  crypto: CryptoPort;
  identity: IdentityProvider;
  languageScores: LanguageScoreProvider;
  qualification: QualificationCheck;
  medicals: MedicalDirectory;
  addresses: AddressSearch;
  reposFor(tenantId: number): TenantRepositories;
}

const systemClock: Clock = { now: () => new Date() };

/** How one provider setting builds its adapters from the configuration. */
export interface ProviderAdapters {
  identity(c: Config): IdentityProvider;
  languageScores(c: Config): LanguageScoreProvider;
  qualification(c: Config): QualificationCheck;
}
type ProviderKind = keyof ProviderAdapters;

/** 'none': what a stage gets until a real provider's adapter is added here. */
const unconfiguredAdapters: ProviderAdapters = {
  identity: () => unconfiguredIdentityProvider,
  languageScores: () => noLanguageScoreProvider,
  qualification: () => unconfiguredQualificationCheck,
};
const providerSetting = { identity: 'IDENTITY_PROVIDER', languageScores: 'LANGUAGE_SCORE_PROVIDER', qualification: 'QUALIFICATION_PROVIDER' } as const;

/**
 * 'local': the simulators, passed in by the local runtime (functions/src/local/local-adapters.ts). Lambda code never
 * imports them, so a deployed bundle cannot fall back to a simulator or its demo accounts.
 */
let localAdapters: ProviderAdapters | undefined;
export function useLocalAdapters(adapters: ProviderAdapters | undefined): void {
  localAdapters = adapters;
  wiring = undefined;
}

function providerAdapter<K extends ProviderKind>(kind: K, c: Config): ReturnType<ProviderAdapters[K]> {
  const name = c[providerSetting[kind]];
  if (name === 'none') return unconfiguredAdapters[kind](c) as ReturnType<ProviderAdapters[K]>;
  if (!localAdapters) throw new Error(`${providerSetting[kind]}=local: the local simulator exists only in the local runtime`);
  return localAdapters[kind](c) as ReturnType<ProviderAdapters[K]>;
}

let wiring: Wiring | undefined;
export function getWiring(): Wiring {
  if (!wiring) {
    const c = config();
    const client = documentClient();
    wiring = {
      clock: systemClock,
      directory: tenantDirectory(client, c.TABLE_NAME),
      deadlines: deadlineSchedule(client, c.TABLE_NAME),
      files: s3FileStore(s3Client(), c.UPLOAD_BUCKET),
      notifier: awsNotifier,
      crypto: nodeCrypto(c.SECRET_PEPPER),
      identity: providerAdapter('identity', c),
      languageScores: providerAdapter('languageScores', c),
      qualification: providerAdapter('qualification', c),
      medicals: bundledMedicalDirectory(),
      // A production postal-address API adapter plugs in here behind the same port (docs/reference-data.md).
      addresses: localAddressSearch(),
      reposFor: (tenantId) => tenantRepositories(client, c.TABLE_NAME, tenantId, () => systemClock.now()),
    };
  }
  return wiring;
}
export function resetWiring(): void {
  wiring = undefined;
}
