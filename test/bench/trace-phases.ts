/**
 * The phases of one cold load, read from a Chrome trace of it (categories TRACE_PHASE_CATEGORIES): when the old
 * document was gone, how long the app's module scripts took to evaluate, and the task that rendered the form with the
 * garbage collection inside it. Wall-clock figures on this machine drift with its load; these say which phase moved.
 */
export const TRACE_PHASE_CATEGORIES = [...(process.env.PROFILE_EXTRA_CATEGORIES?.split(',') ?? []), 'devtools.timeline', 'toplevel', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'];

export interface TracePhases {
  /** ms from navigationStart until the new document's HTML is parsed. */
  parsedAt: number;
  /** Module evaluation: the main entry's (the longest) start and duration, and the sum over all module scripts. */
  mainEval: { start: number; duration: number };
  evalTotal: number;
  /** The longest task after the main entry: React's render and commit of the form. */
  render: { start: number; duration: number; gc: number };
  /** Main-thread garbage collection during the whole load. */
  gcTotal: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

const GC = new Set(['MinorGC', 'MajorGC']);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Undefined when the trace lacks the renderer's main thread or the load's navigation. */
export function tracePhases(trace: Buffer | string): TracePhases | undefined {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const perThread = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') perThread.set(key, (perThread.get(key) ?? 0) + 1);
  }
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const t0 = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts).sort((a, b) => a - b)[0];
  if (!main || t0 === undefined) return undefined;
  const ms = (ts: number) => (ts - t0) / 1000;
  const own = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined && e.ts >= t0).sort((a, b) => a.ts - b.ts);
  const evals = own.filter((e) => e.name === 'v8.evaluateModule');
  const mainEval = evals.reduce<TraceEvent | undefined>((a, e) => (!a || e.dur! > a.dur! ? e : a), undefined);
  const parse = mainEval ? own.filter((e) => e.name === 'ParseHTML' && e.ts < mainEval.ts).at(-1) : undefined;
  const tasks = own.filter((e) => TASKS.has(e.name) && mainEval && e.ts > mainEval.ts + mainEval.dur!);
  const render = tasks.reduce<TraceEvent | undefined>((a, e) => (!a || e.dur! > a.dur! ? e : a), undefined);
  const gcIn = (from: number, to: number) => own.filter((e) => GC.has(e.name) && e.ts >= from && e.ts + e.dur! <= to).reduce((s, e) => s + e.dur!, 0) / 1000;
  if (!mainEval || !render) return undefined;
  return {
    parsedAt: parse ? ms(parse.ts + parse.dur!) : NaN,
    mainEval: { start: ms(mainEval.ts), duration: mainEval.dur! / 1000 },
    evalTotal: evals.reduce((s, e) => s + e.dur!, 0) / 1000,
    render: { start: ms(render.ts), duration: render.dur! / 1000, gc: gcIn(render.ts, render.ts + render.dur!) },
    gcTotal: gcIn(t0, Number.POSITIVE_INFINITY),
  };
}
