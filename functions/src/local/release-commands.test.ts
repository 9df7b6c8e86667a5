import { describe, expect, it } from 'vitest';
import { integrationConfigMessages } from '@portal/shared/messages/integration-config';
import { planRollback, releaseOf, rollbackCommand, type PublishedVersion, type ReleaseControl } from './release-commands.ts';

const m = integrationConfigMessages.cli.rollback;

/** Lambda as a map: each function's published versions (release labels) and its live alias. */
function fakeLambda(functions: Record<string, { versions: string[]; live: number }>): ReleaseControl & { moves: string[] } {
  const moves: string[] = [];
  return {
    moves,
    functions: async (stage) => (stage === 'prod' ? Object.keys(functions).map((id) => ({ name: `Portal-prod-${id}-X1`, functionId: id })) : []),
    versions: async (name) => functions[name.split('-')[2]!]!.versions.map((release, i): PublishedVersion => ({ version: i + 1, release })),
    liveVersion: async (name) => ({ version: functions[name.split('-')[2]!]!.live, revision: `r${functions[name.split('-')[2]!]!.live}` }),
    moveLive: async (name, version, revision) => {
      // As Lambda: a revision other than the alias's current one is refused.
      const f = functions[name.split('-')[2]!]!;
      if (revision !== `r${f.live}`) throw new Error('PreconditionFailedException');
      moves.push(`${name}:${version}`);
      f.live = version;
    },
  };
}
const run = async (control: ReleaseControl, args: string[]) => {
  const lines: string[] = [];
  const code = await rollbackCommand(control, args, (l) => lines.push(l));
  return { code, lines };
};

describe('rolling a stage back one release', () => {
  it('plans every function from its live version to the one published before, and moves nothing without --apply', async () => {
    const lambda = fakeLambda({ SaveApplicantPage: { versions: ['a1', 'b2', 'c3'], live: 3 }, CompleteApplicant: { versions: ['b2', 'c3'], live: 2 } });
    const plan = await planRollback(lambda, 'prod');
    expect(plan.map((s) => s.revision)).toEqual(['r2', 'r3']);
    expect(plan.map((s) => [s.functionId, s.from, s.to])).toEqual([
      ['CompleteApplicant', { version: 2, release: 'c3' }, { version: 1, release: 'b2' }],
      ['SaveApplicantPage', { version: 3, release: 'c3' }, { version: 2, release: 'b2' }],
    ]);
    const dry = await run(lambda, ['prod']);
    expect(dry).toEqual({ code: 0, lines: ['CompleteApplicant\t2 (c3) → 1 (b2)', 'SaveApplicantPage\t3 (c3) → 2 (b2)', m.dryRun('b2')] });
    expect(lambda.moves).toEqual([]);
  });

  it('moves every live alias to the release before with --apply, in one step', async () => {
    const lambda = fakeLambda({ SaveApplicantPage: { versions: ['a1', 'b2', 'c3'], live: 3 }, CompleteApplicant: { versions: ['b2', 'c3'], live: 2 } });
    expect((await run(lambda, ['prod', '--apply'])).lines.at(-1)).toBe(m.done(2, 'b2'));
    expect(lambda.moves).toEqual(['Portal-prod-CompleteApplicant-X1:1', 'Portal-prod-SaveApplicantPage-X1:2']);
  });

  it("moves an alias only at the revision it was planned at: a deploy or another rollback in between makes Lambda refuse", async () => {
    const lambda = fakeLambda({ SaveApplicantPage: { versions: ['a1', 'b2', 'c3'], live: 3 } });
    const [step] = await planRollback(lambda, 'prod');
    await lambda.moveLive(step!.name, 2, step!.revision);
    await expect(lambda.moveLive(step!.name, 1, step!.revision)).rejects.toThrow('PreconditionFailedException');
    expect(lambda.moves).toEqual(['Portal-prod-SaveApplicantPage-X1:2']);
  });

  it('refuses, moving nothing, when the functions are not all on one release, or one has no version before', async () => {
    const mixed = fakeLambda({ SaveApplicantPage: { versions: ['a1', 'b2', 'c3'], live: 2 }, CompleteApplicant: { versions: ['b2', 'c3'], live: 2 } });
    const refused = await run(mixed, ['prod', '--apply']);
    expect([refused.code, refused.lines.at(-1)]).toEqual([1, m.refused(['c3', 'b2'], ['b2', 'a1'], 0)]);
    const fresh = fakeLambda({ SaveApplicantPage: { versions: ['b2', 'c3'], live: 2 }, NewRoute: { versions: ['c3'], live: 1 } });
    expect((await run(fresh, ['prod', '--apply'])).lines.at(-1)).toBe(m.refused(['c3'], ['b2'], 1));
    expect([...mixed.moves, ...fresh.moves]).toEqual([]);
  });

  it('says so when it finds no function of the stage, and leaves a wrong command line to the usage', async () => {
    expect(await run(fakeLambda({}), ['dev'])).toEqual({ code: 1, lines: [m.noFunctions('dev')] });
    expect((await run(fakeLambda({}), [])).code).toBeUndefined();
    expect((await run(fakeLambda({}), ['prod', '--force'])).code).toBeUndefined();
  });

  it("reads a version's release from its description", () => {
    expect([releaseOf('release f2f7c60'), releaseOf('manual'), releaseOf(undefined)]).toEqual(['f2f7c60', '?', '?']);
  });
});
