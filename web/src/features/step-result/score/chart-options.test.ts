import { describe, expect, it } from 'vitest';
import { chartDataSchema } from '@portal/shared';
import { radarOption } from './chart-options.ts';

// The demo's five items: the longest names stand at the sides, where the canvas edge clipped them at 360 and 280 px.
const labels = ['직무 이해도', '의사소통', '문제 해결', '조직 적합성', '성장 가능성'];
const data = chartDataSchema.parse({ radarChartData: { labels, data1: { label: '지원자', value: [86, 78, 91, 74, 88] } } }).radarChartData!;

type Radar = { radar: { radius: number; axisName?: { formatter: (name: string) => string } } };
const radar = (width: number) => radarOption(data, width) as unknown as Radar;

/** How far right of the centre a name reaches at the radius (12 px per Hangul, 7 per other glyph; gap 15). */
function reach(width: number): number {
  const { radius, axisName } = radar(width).radar;
  const widthOf = (s: string) => [...s].reduce((w, ch) => w + (/[가-힣]/.test(ch) ? 12 : 7), 0);
  return Math.max(
    ...labels.map((label, i) => {
      const out = Math.abs(Math.sin((2 * Math.PI * i) / labels.length));
      const shown = axisName ? axisName.formatter(label) : label;
      return out < 0.05 ? 0 : (radius + 15) * out + Math.max(...shown.split('\n').map(widthOf));
    }),
  );
}

describe('the radar chart fits its names (spec part 2, 2.11 and 9 Charts)', () => {
  it('keeps one-line names inside a 360 px box by a smaller radius', () => {
    const r = radar(360).radar;
    expect(r.axisName).toBeUndefined();
    expect(r.radius).toBeLessThan(0.64 * 180);
    expect(reach(360)).toBeLessThanOrEqual(180);
  });

  it('breaks the names at their spaces on a phone-wide box rather than shrinking the radar to a dot', () => {
    const r = radar(279).radar;
    expect(r.axisName?.formatter('성장 가능성')).toBe('성장\n가능성');
    expect(r.radius).toBeGreaterThan(0.5 * 139.5);
    expect(reach(279)).toBeLessThanOrEqual(139.5);
  });

  it('takes the full radius when the names are short', () => {
    const short = chartDataSchema.parse({ radarChartData: { labels: ['가', '나', '다'], data1: { label: '지원자', value: [1, 2, 3] } } }).radarChartData!;
    expect((radarOption(short, 400) as unknown as Radar).radar.radius).toBe(Math.round(0.64 * 200));
  });
});
