import type { Endpoint } from '@portal/shared/api/contract';
import { FILE_AREAS, type FileArea } from '../../domain/public-site/file-keys.ts';
import { partitionPatterns } from '../dynamodb/keys.ts';

/**
 * What one function's adapters reach on AWS, declared beside its binding (functions/src/http/routes.ts): the stack
 * derives the function's own role from it (infra/lib/function-policy.ts) and the local runtime holds every call to it
 * (access-guard.ts), so a declaration that is too narrow fails the suites, not deadline day.
 */
export interface FunctionAccess {
  /**
   * The tenants' partitions (`T#…`, table and gsi1). 'read': GetItem, BatchGetItem and Query (a TransactGetItems is
   * GetItems to IAM). 'write': also PutItem, UpdateItem, DeleteItem, ConditionCheckItem and BatchWriteItem (and so
   * TransactWriteItems). Never Scan.
   */
  readonly table: TableAccess;
  /**
   * How it reaches the tenants' partitions and upload areas on AWS. 'one': one tenant at a time (a route, the host's; a
   * job, each unit's or event's), with that tenant's credentials: the stage's tenant role, assumed with the session tag
   * `tenant=<id>`, whose policy names `T#<c>`, `T#<c>#*` and `<area><c>/` only (infra/lib/function-policy.ts); its own
   * role holds no tenant data. 'every': across tenants at once, by declaration: its own role holds every tenant's
   * partitions (`T#*`) and its areas. Locally both are held to one tenant per client by the store's and file store's scope.
   */
  readonly tenants: TenantReach;
  /** The directory's partitions (outside every tenant) it reads or writes, by what they hold (keys.ts partitionPatterns). */
  readonly directory: Readonly<Partial<Record<DirectoryPartition, TableAccess>>>;
  /**
   * The upload bucket's areas (file-keys.ts FILE_AREAS) and what it does there: read (Get, Head, a presigned GET), write
   * (Put, a copy's target, a presigned PUT), delete; destroy: list every version under the area and delete versions by
   * id (the retention job alone: old versions of a person's files must go with them, docs/compliance.md).
   */
  readonly files: Readonly<Partial<Record<FileArea, readonly FileAccess[]>>>;
  /** The channels it sends through itself (SES, SNS); a request only writes outbox items, the delivery sends. */
  readonly send: readonly SendChannel[];
  /** The jobs' unit queues it sends to beside its own job's (a route handing a job its work: POST exports), by their URL variable. */
  readonly queues: readonly UnitQueueVariable[];
  /** The secrets it reads at cold start (their ids in its environment, never their values): every function the pepper, every route the origin secret. */
  readonly secrets: readonly SecretName[];
}
export type TableAccess = 'read' | 'write';
export type TenantReach = 'one' | 'every';
export type DirectoryPartition = Exclude<keyof typeof partitionPatterns, 'tenants'>;
export type FileAccess = 'read' | 'write' | 'delete' | 'destroy';
export type SendChannel = 'email' | 'sms';
/** The jobs' unit queues by the variable naming their URL (functions/src/config.ts; routes.ts JobUnits). */
export type UnitQueueVariable = 'DEADLINE_UNITS_QUEUE_URL' | 'RETENTION_UNITS_QUEUE_URL' | 'EXPORT_UNITS_QUEUE_URL';
/** The pepper (every keyed hash), CloudFront's origin secret, the SENS secret key of 알림톡. */
export type SecretName = 'pepper' | 'originVerify' | 'alimtalk';

/** What a binding line or a job declares: anything left out is the default. */
export type AccessDeclaration = Partial<FunctionAccess>;

/** Every function resolves the request's tenant from its host; the rest of the directory only where declared. */
const ROUTE_DIRECTORY: FunctionAccess['directory'] = { hosts: 'read' };

/**
 * A route's access: its declaration over the default its contract implies. A GET reads; anything else writes, and so
 * does every integrator route (each call may record its key's use and counts a wrong key) and every limited or
 * challenging one (their counters). A route whose POST only reads says `table: 'read'` in its binding line.
 */
export function routeAccess(contract: Pick<Endpoint, 'method' | 'auth' | 'limited' | 'mayChallenge' | 'personalData'>, declared: AccessDeclaration = {}): FunctionAccess {
  // A route that hands out personal data writes its access records (the audit trail), whatever its method.
  const writes = contract.method !== 'GET' || contract.auth === 'integrator' || contract.limited === true || contract.mayChallenge === true || contract.personalData !== undefined;
  return {
    table: declared.table ?? (writes ? 'write' : 'read'),
    // A request acts for the tenant its host names, and for no other.
    tenants: declared.tenants ?? 'one',
    directory: { ...ROUTE_DIRECTORY, ...declared.directory },
    files: declared.files ?? {},
    send: declared.send ?? [],
    queues: declared.queues ?? [],
    secrets: declared.secrets ?? ['pepper', 'originVerify'],
  };
}

/**
 * A job's or event consumer's access: it names its table access; it resolves no host and is no API request (no origin
 * secret). Its tenant data is one tenant's at a time (each unit, event or release is one tenant's) unless it declares
 * `tenants: 'every'`.
 */
export function jobAccess(declared: AccessDeclaration & Pick<FunctionAccess, 'table'>): FunctionAccess {
  return { table: declared.table, tenants: declared.tenants ?? 'one', directory: declared.directory ?? {}, files: declared.files ?? {}, send: declared.send ?? [], queues: declared.queues ?? [], secrets: declared.secrets ?? ['pepper'] };
}

/** Whether `held` allows `needed` (write includes read). */
export const allows = (held: TableAccess | undefined, needed: TableAccess): boolean => held === 'write' || (held === 'read' && needed === 'read');

/** IAM's StringLike: `*` stands for any run of characters, everything else for itself. */
export function matchesLike(pattern: string, value: string): boolean {
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(value);
}

/** Which owner's partition a partition key is: 'tenants' or a directory partition; undefined for none the table has. */
export function partitionOf(pk: string): keyof typeof partitionPatterns | undefined {
  return (Object.keys(partitionPatterns) as (keyof typeof partitionPatterns)[]).find((p) => partitionPatterns[p].some((pattern) => matchesLike(pattern, pk)));
}

/** The area of an object key (undefined outside every area: nothing may touch it). */
export function fileAreaOf(key: string): FileArea | undefined {
  return (Object.keys(FILE_AREAS) as FileArea[]).find((a) => key.startsWith(FILE_AREAS[a]));
}
