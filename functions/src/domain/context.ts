import type { KeyScope } from '@portal/shared/api/contract';
import type { ApplicantRecord, StaffGrant } from './ports.ts';
import type { Clock, CryptoPort, FileStore, IdentityProvider, Notifier, QualificationCheck, TenantDirectory, TenantRef, TenantRepositories } from './ports.ts';
import type { AddressSearch, MedicalDirectory } from './ports.ts';
import type { DeadlineSchedule, ExportUnit, LanguageScoreProvider, ResultReleaseSchedule, WorkQueue } from './ports.ts';

/** Who the request acts as: anyone on the host, a staff session (/api/admin), or an organisation's system by its API key (/api/integration). */
export type Actor = { kind: 'visitor' } | StaffActor | { kind: 'integrator'; keyId: string; keyHash?: string | undefined; scopes: readonly KeyScope[] };

/** A staff session: who (as the link named them), what it may open, and its token's hash (test-mode tokens name it). */
export interface StaffActor {
  kind: 'staff';
  staffId: string;
  grant: StaffGrant;
  sessionHash: string;
}

/** A scheduled job acting on its own, for every tenant it finds work in (never a request's tenant context). */
export interface SystemActor {
  kind: 'system';
  job: string;
}

/** Where the request came in: used to build links to other tenants' sites. */
export interface RequestOrigin {
  protocol: 'http' | 'https';
  host: string;
  /** The base domain the host was matched under, with port ('localhost:3000'), if any. */
  baseDomain?: string | undefined;
  sourceIp: string;
  /** The browser's User-Agent header as sent (unverified): a consent record names the client from it. */
  userAgent?: string | undefined;
}

/** Built once per request by the tenant middleware; use cases receive it as their first argument. */
export interface AppContext {
  tenant: TenantRef;
  actor: Actor;
  origin: RequestOrigin;
  clock: Clock;
  repos: TenantRepositories;
  directory: TenantDirectory;
  /** Across tenants: project deadlines (the sweep job) and result openings (the notification job); configuration writes register them. */
  deadlines: DeadlineSchedule;
  releases: ResultReleaseSchedule;
  files?: FileStore | undefined;
  /** The export job's queue (POST exports sends each export to it as a unit). */
  exportUnits?: WorkQueue<ExportUnit> | undefined;
  notifier?: Notifier | undefined;
  crypto: CryptoPort;
  identity: IdentityProvider;
  /** Language-score verification (spec 2.13); absent only in contexts built by hand (rows claiming a verified result are then refused). */
  languageScores?: LanguageScoreProvider | undefined;
  qualification: QualificationCheck;
  /** Platform-wide reference data (the same for every tenant). */
  medicals?: MedicalDirectory | undefined;
  addresses?: AddressSearch | undefined;
  /** When the request reached the edge (API Gateway's timeEpoch): deadline checks let a request in flight finish. */
  receivedAt?: Date | undefined;
  /** The applicantToken header as sent (unverified); use cases resolve it with requireApplicant(). */
  applicantToken?: string | undefined;
  /** The applicant that token proved in this request (requireApplicant): the access record names it without a second read. */
  provenApplicant?: ApplicantRecord | undefined;
  /**
   * On a route whose contract may challenge (`mayChallenge`): the solved challenge the request carries, if any, as sent
   * (unverified; takeTry redeems it). Absent on every other route, which is then never asked for one.
   */
  challenge?: { proof: string | undefined; /** The edge's web ACL counts the viewer's address busy (edgeBusyHeader). */ edgeBusy: boolean } | undefined;
}

/**
 * The ports whose adapters are heavy to carry (an AWS client, bundled reference data). A route's handler declares
 * those its use case reaches (defineHandler's `adapters`), so its Lambda bundle carries only those; a use case that
 * reaches one asks for it in its context's type, and the compiler holds the handler to it.
 */
export type OptionalPort = 'files' | 'exportUnits' | 'notifier' | 'medicals' | 'addresses';
export type With<K extends OptionalPort> = AppContext & { [P in K]-?: NonNullable<AppContext[P]> };
