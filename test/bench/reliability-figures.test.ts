import { describe, expect, it } from 'vitest';
import { BEGIN, END, figuresOfDocument, parseFigureLines, withFigures } from './reliability-figures.ts';

const doc = '# Reliability\n\nProse that stays.\n';
const lines = [
  { part: 'fuzz', at: '2026-11-27T01:00:00Z', requests: 10_600, contracts: 56, declared: 56, hostileKinds: 8, hostileKindsDeclared: 8, answered: { '2xx': 900, '3xx': 0, '4xx': 9_700, '5xx': 0 }, brokenRoutes: [], seed: 1, scale: 1 },
  { part: 'isolation', at: '2026-11-27T01:05:00Z', probes: 1_200, contracts: 56, leaks: 0 },
  { part: 'isolation', at: '2026-11-27T01:06:00Z', probes: 1_300, contracts: 56, leaks: 2 },
].map((l) => JSON.stringify(l)).join('\n');

describe('reliability figures in docs/reliability.md', () => {
  it("keeps each part's last line and renders its verdict beside the rule", () => {
    const figures = parseFigureLines(lines);
    expect(figures.isolation?.probes).toBe(1_300);
    const out = withFigures(doc, figures);
    expect(out.startsWith(doc.trimEnd())).toBe(true);
    expect(out).toContain('| contract fuzz | 10,600 requests to 56 of 56 contracts');
    expect(out).toContain('| isolation | 1,300 probes over 56 contracts, 2 leaks |');
    expect(out).toContain('**not met**: 2 leaks');
    expect(out).toContain('not run yet (`npm run reliability -- --only cost`)');
  });

  it('renders the service faults with their count per service, and a bare 500 as not met', () => {
    const services = { part: 'services', at: '2026-11-27T04:00:00Z', faults: 120, injected: { s3: { throttle: 30 }, ses: { throttle: 50, hang: 3 }, sns: { 'server-error': 37 } }, passed: 80, answers: 64, unavailable: 30, unhandled: 0 };
    const met = withFigures(doc, parseFigureLines(JSON.stringify(services)));
    expect(met).toContain('| service faults | 120 faults injected into S3, SES and SNS (s3 30, ses 53, sns 37) among 200 service requests; 64 portal answers checked under them: 30 Korean 503s, 0 bare 500s |');
    expect(met).toMatch(/\| service faults \|[^\n]*\| met \|/);
    expect(withFigures(doc, parseFigureLines(JSON.stringify({ ...services, unhandled: 2 })))).toContain('**not met**: 2 bare 500s');
  });

  it('replaces only its own block, and a later run of some parts keeps the figures of the others', () => {
    const first = withFigures(doc + '\n## After\n', parseFigureLines(lines));
    const kept = figuresOfDocument(first);
    const second = withFigures(first, { ...kept, cost: { part: 'cost', total: 1.5, limit: 2, region: 'us-east-1', lines: [], journey: 'a -- b', applicants: 8 } });
    expect(second.split(BEGIN)).toHaveLength(2);
    expect(second.split(END)).toHaveLength(2);
    expect(second).toContain('## After');
    expect(figuresOfDocument(second)).toMatchObject({ isolation: { probes: 1_300 }, fuzz: { requests: 10_600 }, cost: { total: 1.5, journey: 'a -- b' } });
    expect(second).toContain('| cost | $1.50 per 10,000 applications');
  });
});
