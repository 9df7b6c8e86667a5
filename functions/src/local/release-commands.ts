/**
 * The one-step way back on deadline day (docs/operations.md 'Roll back a release'): every function of a stage runs the
 * version its `live` alias names, each deploy publishes a version of every function labelled with its release, so
 * rolling back moves every alias to the version before it, all to the same earlier release.
 */

import { integrationConfigMessages } from '@portal/shared/messages/integration-config';

const m = integrationConfigMessages.cli.rollback;
/** The alias every trigger invokes (infra's PortalFunction.live), which a rollback moves. */
export const LIVE_ALIAS = 'live';
/** How a version's description names its release (infra's PortalFunction: `-c release=<label>`). */
export const RELEASE_PREFIX = 'release ';

/** One published version of a function, with the release its description names ('release <label>'). */
export interface PublishedVersion {
  version: number;
  release: string;
}

/** The stage's functions and their aliases, as Lambda holds them (aws-release-control.ts; a fake in tests). */
export interface ReleaseControl {
  /** The stage's application functions (tagged portal:function and portal:stage). */
  functions(stage: string): Promise<{ name: string; functionId: string }[]>;
  versions(functionName: string): Promise<PublishedVersion[]>;
  /** The alias's version, and its revision: the move is refused if the alias changed since (another rollback, a deploy). */
  liveVersion(functionName: string): Promise<{ version: number; revision: string }>;
  moveLive(functionName: string, version: number, revision: string): Promise<void>;
}

export interface RollbackStep {
  functionId: string;
  name: string;
  from: PublishedVersion;
  to?: PublishedVersion;
  /** The alias's revision when planned. */
  revision: string;
}

/** For each function, its live version and the one published before it (none for a function new in the live release). */
export async function planRollback(control: ReleaseControl, stage: string): Promise<RollbackStep[]> {
  const steps: RollbackStep[] = [];
  for (const f of await control.functions(stage)) {
    const versions = (await control.versions(f.name)).sort((a, b) => a.version - b.version);
    const live = await control.liveVersion(f.name);
    const from = versions.find((v) => v.version === live.version) ?? { version: live.version, release: '?' };
    const to = versions.filter((v) => v.version < live.version).at(-1);
    steps.push({ functionId: f.functionId, name: f.name, from, ...(to ? { to } : {}), revision: live.revision });
  }
  return steps.sort((a, b) => a.functionId.localeCompare(b.functionId));
}

/**
 * `rollback <stage> [--apply]`: prints the plan (every function's live release and the one before), and with --apply
 * moves the aliases. Refuses when the functions are not all on one release now, or would not all land on one: a
 * half-finished deploy or rollback needs a look first, not a second blind step.
 */
export async function rollbackCommand(control: ReleaseControl, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [stage, ...flags] = args;
  if (!stage || flags.some((f) => f !== '--apply')) return undefined;
  const steps = await planRollback(control, stage);
  if (steps.length === 0) {
    print(m.noFunctions(stage));
    return 1;
  }
  for (const s of steps) print(`${s.functionId}\t${s.from.version} (${s.from.release}) → ${s.to ? `${s.to.version} (${s.to.release})` : m.noPrevious}`);
  const live = new Set(steps.map((s) => s.from.release));
  const target = new Set(steps.flatMap((s) => (s.to ? [s.to.release] : [])));
  const missing = steps.filter((s) => !s.to);
  if (live.size !== 1 || target.size !== 1 || missing.length > 0) {
    print(m.refused([...live], [...target], missing.length));
    return 1;
  }
  if (!flags.includes('--apply')) {
    print(m.dryRun([...target][0]!));
    return 0;
  }
  for (const s of steps) await control.moveLive(s.name, s.to!.version, s.revision);
  print(m.done(steps.length, [...target][0]!));
  return 0;
}

/** A version's release label from its description ('release abc1234'); '?' for one published otherwise. */
export const releaseOf = (description: string | undefined): string => (description?.startsWith(RELEASE_PREFIX) ? description.slice(RELEASE_PREFIX.length) : '?');
