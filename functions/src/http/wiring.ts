import { config } from '../config.ts';
import { documentClient } from '../adapters/dynamodb/document-client.ts';
import { tenantDirectory } from '../adapters/dynamodb/tenant-directory.ts';
import { deadlineSchedule } from '../adapters/dynamodb/deadline-schedule.ts';
import { tenantRepositories } from '../adapters/dynamodb/tenant-repositories.ts';
import { s3Client } from '../adapters/s3/s3-client.ts';
import { s3FileStore } from '../adapters/s3/s3-file-store.ts';
import type { Clock, CryptoPort, DeadlineSchedule, FileStore, IdentityProvider, Notifier, QualificationCheck, TenantDirectory, TenantRepositories } from '../domain/ports.ts';
import type { LanguageScoreProvider } from '../domain/ports.ts';
import { localLanguageScoreProvider, noLanguageScoreProvider } from '../adapters/language-score/local-language-score-provider.ts';
import { nodeCrypto } from '../adapters/node-crypto.ts';
import { localIdentityProvider } from '../adapters/identity/local-identity-provider.ts';
import { localQualificationCheck } from '../adapters/qualification/local-qualification-check.ts';
import { messages } from '@portal/shared';
import { badRequest } from '../domain/errors.ts';
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
      identity: c.IDENTITY_PROVIDER === 'local' ? localIdentityProvider({ secret: c.SECRET_PEPPER, simulatorUrl: c.IDENTITY_SIMULATOR_URL }) : unconfiguredIdentityProvider,
      languageScores:
        c.LANGUAGE_SCORE_PROVIDER === 'local' ? localLanguageScoreProvider({ secret: c.SECRET_PEPPER, simulatorUrl: c.LANGUAGE_SCORE_SIMULATOR_URL }) : noLanguageScoreProvider,
      qualification: localQualificationCheck(c.QUALIFICATION_ACCOUNTS),
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

/** Until a real provider adapter is configured, identity verification answers a clear Korean error. */
const unconfiguredIdentityProvider: IdentityProvider = {
  createRequest: async () => {
    throw badRequest(messages.api.identityUnavailable);
  },
  decodeResult: async () => ({ ok: false, reason: 'invalid', message: messages.api.identityUnavailable }),
};
