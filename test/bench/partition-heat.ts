import type { CapacityRecord } from './capacity-meter.ts';

/**
 * The partition-heat model: capacity units per partition key from the bench's measured calls, and what they become
 * at a large organisation's deadline. DynamoDB serves at most 1,000 write and 3,000 read units a second per
 * partition (table and each index alike), and adaptive capacity takes minutes to split a hot key.
 */
export const WCU_LIMIT = 1000;
export const RCU_LIMIT = 3000;

/**
 * A key's class: the tenant, ids and hashes replaced. 'personal' classes hold one applicant's (or one person's, one
 * token's) items, so their load grows with that person's own activity, not with the number of applicants.
 */
export function keyClass(pk: string): { name: string; personal: boolean } {
  const name = pk
    .replace(/^T#\d+/, 'T#<c>')
    .replace(/#[0-9a-f]{16,}/g, '#<hash>')
    .replace(/#A#\d+/, '#A#<id>')
    .replace(/#\d+/g, '#<n>');
  return { name, personal: name.includes('<hash>') || name.includes('<id>') };
}

export interface PhaseUse {
  /** What the phase did, e.g. 'draft'. */
  step: string;
  calls: number;
  seconds: number;
  records: CapacityRecord[];
}

export interface KeyHeat {
  index: string;
  pk: string;
  className: string;
  personal: boolean;
  read: number;
  write: number;
  /** Highest units within one second of the phase. */
  peakReadPerSecond: number;
  peakWritePerSecond: number;
}

/** Units per partition key (per index) over a phase, hottest writes first. */
export function heatByKey(phase: PhaseUse): KeyHeat[] {
  const byKey = new Map<string, KeyHeat & { seconds: Map<number, { r: number; w: number }> }>();
  for (const r of phase.records) {
    const id = `${r.index}\u0000${r.pk}`;
    let k = byKey.get(id);
    if (!k) {
      const c = keyClass(r.pk);
      k = { index: r.index, pk: r.pk, className: c.name, personal: c.personal, read: 0, write: 0, peakReadPerSecond: 0, peakWritePerSecond: 0, seconds: new Map() };
      byKey.set(id, k);
    }
    k.read += r.read;
    k.write += r.write;
    const s = Math.floor(r.at / 1000);
    const b = k.seconds.get(s) ?? { r: 0, w: 0 };
    b.r += r.read;
    b.w += r.write;
    k.seconds.set(s, b);
  }
  return [...byKey.values()]
    .map(({ seconds, ...k }) => ({ ...k, peakReadPerSecond: Math.max(0, ...[...seconds.values()].map((b) => b.r)), peakWritePerSecond: Math.max(0, ...[...seconds.values()].map((b) => b.w)) }))
    .sort((a, b) => b.write - a.write || b.read - a.read);
}

/** The load of one large organisation: calls per second of each step, and how many applicants share it. */
export interface LoadModel {
  population: number;
  callsPerSecond: Record<string, number>;
}

export interface ClassLoad {
  index: string;
  className: string;
  personal: boolean;
  /** Units per second on the hottest key of the class. */
  wcu: number;
  rcu: number;
  /** Which steps contribute most (step: WCU/s). */
  bySteps: Record<string, { wcu: number; rcu: number }>;
}

/**
 * Per key class, the units per second its hottest key takes under the model. A shared key (the tenant's
 * configuration, a counter, one shard of an index) takes every call's units on it; a personal key takes only its
 * owner's calls (the step's rate divided by the population).
 */
export function projectLoad(phases: PhaseUse[], model: LoadModel): ClassLoad[] {
  const out = new Map<string, ClassLoad>();
  for (const phase of phases) {
    const rate = model.callsPerSecond[phase.step];
    if (!rate || phase.calls === 0) continue;
    const keysOfPhase = heatByKey(phase);
    const classes = new Map<string, KeyHeat[]>();
    for (const k of keysOfPhase) {
      const id = `${k.index}\u0000${k.className}`;
      classes.set(id, [...(classes.get(id) ?? []), k]);
    }
    for (const [id, ks] of classes) {
      const { index, className, personal } = ks[0]!;
      let w: number;
      let r: number;
      if (personal) {
        // Each call touches its own applicant's key: one key sees rate / population calls a second.
        const perCall = (f: (k: KeyHeat) => number) => ks.reduce((n, k) => n + f(k), 0) / phase.calls;
        w = (perCall((k) => k.write) * rate) / model.population;
        r = (perCall((k) => k.read) * rate) / model.population;
      } else {
        // A shared key: its own share of every call (the hottest key of the class, shards included).
        w = (Math.max(...ks.map((k) => k.write)) / phase.calls) * rate;
        r = (Math.max(...ks.map((k) => k.read)) / phase.calls) * rate;
      }
      const c = out.get(id) ?? { index, className, personal, wcu: 0, rcu: 0, bySteps: {} };
      c.wcu += w;
      c.rcu += r;
      c.bySteps[phase.step] = { wcu: w, rcu: r };
      out.set(id, c);
    }
  }
  return [...out.values()].sort((a, b) => b.wcu / WCU_LIMIT + b.rcu / RCU_LIMIT - (a.wcu / WCU_LIMIT + a.rcu / RCU_LIMIT));
}
