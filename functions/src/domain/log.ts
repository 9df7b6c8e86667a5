import { AsyncLocalStorage } from 'node:async_hooks';

/** What a log line carries besides its message: ids, counts, reasons; never a name, phone, e-mail or answer. */
export type LogFields = Record<string, unknown>;
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where lines go: Powertools' logger on Lambda and in the local runtime (adapters/log), bound by the wiring. */
export interface LogSink {
  write(level: LogLevel, message: string, fields: LogFields): void;
}

export interface Log {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/**
 * The keys of the request or job unit being served (route, request id, tenant, applicant id): every line written inside
 * it carries them. Async-local, as the local runtime serves many requests in one process at once.
 */
const scope = new AsyncLocalStorage<LogFields>();

/** Until the wiring binds its sink: one JSON line per call, the shape the bound logger writes. */
const consoleSink: LogSink = {
  write(level, message, fields) {
    const line = JSON.stringify({ level: level.toUpperCase(), message, timestamp: new Date().toISOString(), ...fields });
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.info(line);
  },
};

let processSink: LogSink = consoleSink;
/** A recorder a test put in front of the process's sink. */
let recorder: LogSink | undefined;

/** The process's sink: the wiring binds Powertools' once, before its first work. */
export function bindLogSink(next: LogSink): void {
  processSink = next;
}

/**
 * Runs an entry point (a request, a job's invocation) in a scope of its own keys: nothing of the scope it was started
 * from, as in the local runtime a write inside a request starts the delivery job the stream would start on AWS.
 */
export function inLogScope<T>(keys: LogFields, fn: () => T): T {
  return scope.run({ ...keys }, fn);
}

/** Runs a part of an entry point's work (one queue record of a job) with more keys beside the entry point's. */
export function withLogKeys<T>(keys: LogFields, fn: () => T): T {
  return scope.run({ ...scope.getStore(), ...keys }, fn);
}

/** Adds keys to the current scope as they become known (the tenant once the host is resolved, the applicant once authenticated). */
export function addLogKeys(keys: LogFields): void {
  const current = scope.getStore();
  if (current) Object.assign(current, keys);
}

/** The current scope's keys (a copy). */
export function logKeys(): LogFields {
  return { ...scope.getStore() };
}

function write(level: LogLevel, message: string, fields?: LogFields): void {
  (recorder ?? processSink).write(level, message, { ...scope.getStore(), ...fields });
}

/** The one logger: domain code, handlers and jobs write through it. */
export const log: Log = {
  debug: (message, fields) => write('debug', message, fields),
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
};

/** An error as a log field: its message, never the objects it may hold. */
export function errorText(e: unknown): string {
  return String((e as Error | undefined)?.message ?? e);
}

export interface LoggedLine {
  level: LogLevel;
  message: string;
  fields: LogFields;
}

/** Records the lines written until `stop` (which puts the previous sink back): for tests of what a use case logs. */
export function recordLog(): { lines: LoggedLine[]; stop(): void } {
  const lines: LoggedLine[] = [];
  const previous = recorder;
  recorder = { write: (level, message, fields) => lines.push({ level, message, fields }) };
  return { lines, stop: () => void (recorder = previous) };
}
