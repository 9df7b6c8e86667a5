import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consumers, jobs, routes } from '../../functions/src/http/routes.ts';
import { MAX_ROUTES_PER_AREA, routeArea } from '../../infra/lib/constructs/api-area.ts';

/**
 * Issue 45 item 6: the counts the docs give (functions, routes, jobs, the largest API area and its limit) are the
 * route table's. A sentence that drifted fails here, naming what the table says now.
 */
const read = (doc: string) => readFileSync(new URL(`../../docs/${doc}`, import.meta.url), 'utf8');
const areas = new Map<string, number>();
for (const r of routes) areas.set(routeArea(r), (areas.get(routeArea(r)) ?? 0) + 1);
const [largest, largestSize] = [...areas].sort((a, b) => b[1] - a[1])[0]!;

describe('counts in the docs', () => {
  it('deploy.md: every function the synth bundles, by kind', () => {
    const m = /(\d+) functions today \((\d+) routes, (\d+) scheduled jobs and (\d+) stream consumers?\)/.exec(read('deploy.md'));
    expect(m, 'deploy.md no longer says how many functions a synth bundles').not.toBeNull();
    expect(m!.slice(1).map(Number)).toEqual([routes.length + jobs.length + consumers.length, routes.length, jobs.length, consumers.length]);
  });

  it('deploy.md: the largest API area, the routes in all, and how many an area holds', () => {
    const text = read('deploy.md');
    const m = /The largest area today is `([\w-]+)` \((\d+) routes of (\d+)\)/.exec(text);
    expect(m, 'deploy.md no longer names the largest area').not.toBeNull();
    expect([m![1], Number(m![2]), Number(m![3])]).toEqual([largest, largestSize, routes.length]);
    expect(text).toContain(`An area holds at most ${MAX_ROUTES_PER_AREA} routes`);
  });
});
