import { AsyncLocalStorage } from 'node:async_hooks';
import { partitionKeysOf } from '../dynamodb/tenant-scope.ts';
import { allows, fileAreaOf, partitionOf, type FileAccess, type FunctionAccess, type SendChannel, type TableAccess } from './function-access.ts';
import { log } from '../../domain/log.ts';

/**
 * The local runtime's stand-in for a function's role: while a route or job runs under `runWithAccess` (the local
 * server, the local jobs and delivery), every store, S3 and sending call is held to what that function declared, as
 * its role holds it on AWS. On Lambda nothing runs under it and the clients check nothing (IAM does).
 */
export class FunctionAccessError extends Error {
  override readonly name = 'FunctionAccessError';
  constructor(fn: string, what: string) {
    super(`${fn} made a call its declared access does not allow, and its role on AWS would refuse (AccessDenied): ${what}. Declare it beside the binding (functions/src/http/routes.ts).`);
  }
}

/** The refusal, also logged: a handler's error mapping answers it as any defect (500), the log names the call. */
function refuse(fn: string, what: string): FunctionAccessError {
  const e = new FunctionAccessError(fn, what);
  log.error('call outside the function\'s declared access', { fn, call: what });
  return e;
}

interface Running {
  name: string;
  access: FunctionAccess;
}
const running = new AsyncLocalStorage<Running>();

/** Runs a function's invocation under its declared access (the local runtime only). */
export function runWithAccess<T>(name: string, access: FunctionAccess, invoke: () => T): T {
  return running.run({ name, access }, invoke);
}

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);
const WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

/** A store call (wire-format input) within the running function's table and directory access. */
export function assertStoreAccess(command: string, input: Parameters<typeof partitionKeysOf>[1]): void {
  const fn = running.getStore();
  if (!fn) return;
  const needed: TableAccess | undefined = READ_COMMANDS.has(command) ? 'read' : WRITE_COMMANDS.has(command) ? 'write' : undefined;
  const pks = needed ? partitionKeysOf(command, input) : undefined;
  if (!needed || !pks) throw refuse(fn.name, `${command} is granted to no function`);
  for (const pk of pks) {
    const part = typeof pk === 'string' ? partitionOf(pk) : undefined;
    const held = part === undefined ? undefined : part === 'tenants' ? fn.access.table : fn.access.directory[part];
    // The partition's owner part only: the rest of a key may hold a hash of personal data.
    if (!allows(held, needed)) throw refuse(fn.name, `${command} (${needed}) on ${typeof pk === 'string' ? `'${pk.split('#').slice(0, 2).join('#')}#…'` : 'no partition'}`);
  }
}

/** An S3 call within the running function's file areas. */
export function assertFileAccess(command: string, input: { Bucket?: string; Key?: string; CopySource?: string; Prefix?: string; Delete?: { Objects?: { Key?: string }[] } }): void {
  const fn = running.getStore();
  if (!fn) return;
  const need = (key: string | undefined, what: FileAccess) => {
    const area = key === undefined ? undefined : fileAreaOf(key);
    if (!area || !(fn.access.files[area] ?? []).includes(what)) throw refuse(fn.name, `${command} (${what}) on '${area ?? key?.split('/')[0] ?? 'no key'}'`);
  };
  switch (command) {
    case 'GetObjectCommand':
    case 'HeadObjectCommand':
      return need(input.Key, 'read');
    case 'PutObjectCommand':
    // A multipart upload's steps are one write of its object to IAM (s3:PutObject; its abort s3:AbortMultipartUpload beside it).
    case 'CreateMultipartUploadCommand':
    case 'UploadPartCommand':
    case 'CompleteMultipartUploadCommand':
    case 'AbortMultipartUploadCommand':
      return need(input.Key, 'write');
    case 'CopyObjectCommand':
      need(input.Key, 'write');
      // `<bucket>/<key>`, each segment percent-encoded.
      return need(decodeURIComponent((input.CopySource ?? '').split('/').slice(1).join('/')), 'read');
    case 'DeleteObjectCommand':
      return need(input.Key, 'delete');
    // A listing of versions names its prefix (never the whole bucket); DeleteObjects each of its keys.
    case 'ListObjectVersionsCommand':
      return need(input.Prefix || undefined, 'destroy');
    case 'DeleteObjectsCommand':
      for (const o of input.Delete?.Objects ?? []) need(o.Key, 'destroy');
      return;
    default:
      throw refuse(fn.name, `${command} is granted to no function`);
  }
}

/** A send within the running function's channels. */
export function assertSendAccess(channel: SendChannel): void {
  const fn = running.getStore();
  if (fn && !fn.access.send.includes(channel)) throw refuse(fn.name, `sending by ${channel}`);
}

type Stack = { add(middleware: (next: (args: { input: unknown }) => Promise<unknown>, context: { commandName?: string }) => (args: { input: unknown }) => Promise<unknown>, options: { step: 'build'; name: string; priority: 'high' }): void };

/** Adds the check to an SDK client: before the retry and the send, on the input as it goes on the wire (`name`: one middleware per name). */
export function checkAccessOf(client: { middlewareStack: unknown }, check: (command: string, input: never) => void, name = 'functionAccess'): void {
  (client.middlewareStack as Stack).add(
    (next, context) => async (args) => {
      check(String(context.commandName ?? ''), args.input as never);
      return next(args);
    },
    { step: 'build', name, priority: 'high' },
  );
}
