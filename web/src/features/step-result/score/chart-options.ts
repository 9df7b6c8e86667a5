import type { BarSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, RadarComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartData } from '@portal/shared/schemas/steps';

/** The score dialog's chart options (spec part 2, 2.11 and 9 'Charts'): pure data, so tests read them without a canvas. */
export type ScoreChartOption = ComposeOption<
  RadarSeriesOption | BarSeriesOption | RadarComponentOption | GridComponentOption | LegendComponentOption
>;
type Dataset = NonNullable<ChartData['radarChartData']>;

/** Scores are on 0–100 (9 'Charts'). */
export const SCORE_MAX = 100;
/** data1 (e.g. the applicant) in the tenant colour, data2 (e.g. the average) in grey. */
const SERIES_COLORS = ['#3875ea', '#9aa1ac'];
const FONT = "'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

const seriesOf = (d: Dataset) => (d.data2 ? [d.data1, d.data2] : [d.data1]);

function common(d: Dataset): ScoreChartOption {
  return {
    color: SERIES_COLORS,
    textStyle: { fontFamily: FONT },
    // Above each chart: with both charts shown, a legend under the radar would sit right on top of the bar chart's.
    legend: { top: 0, data: seriesOf(d).map((s) => s.label) },
  };
}

/** Roughly how wide a label's glyph is at echarts' 12 px axis font (Hangul is square; Latin and digits narrower). */
const labelWidth = (label: string) => [...label].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? 12 : 7), 0);

/** The radar's radius at most, as a share of half its (square) box. */
const RADAR_RADIUS_SHARE = 0.64;
/** echarts' gap between an axis end and its name, and a few pixels of air beside the canvas edge. */
const RADAR_NAME_GAP = 15;
const RADAR_EDGE = 6;
/** Names break onto lines when one-line names would leave less than this share of the radius. */
const RADAR_WRAP_BELOW = 0.8;

/**
 * widthPx: the width (and height) the radar gets. Each item's name stands beside its axis end (the first axis points
 * up, the others follow counter-clockwise), so the radius leaves room for every name on its side of the chart; when
 * that leaves too small a radar (a phone), names break at their spaces onto lines of their own.
 */
export function radarOption(d: Dataset, widthPx: number): ScoreChartOption {
  const half = widthPx / 2;
  const wanted = RADAR_RADIUS_SHARE * half;
  /** The largest radius at which the names, each `widthOf` wide, stay inside the box. */
  const radiusFor = (widthOf: (label: string) => number) =>
    Math.min(
      wanted,
      ...d.labels.map((label, i) => {
        const out = Math.abs(Math.sin((2 * Math.PI * i) / d.labels.length));
        // A name above or below the centre is centred on its axis: it does not limit the radius.
        return out < 0.05 ? wanted : (half - RADAR_EDGE - widthOf(label)) / out - RADAR_NAME_GAP;
      }),
    );
  const lines = (label: string) => Math.max(...label.split(/\s+/).map(labelWidth));
  const oneLine = radiusFor(labelWidth);
  const wrapped = radiusFor(lines);
  // One line while that keeps most of the radar; broken names only where the radar would shrink much (a phone).
  const wrap = oneLine < RADAR_WRAP_BELOW * wanted && wrapped > oneLine;
  const radius = Math.round(Math.max(0.3 * half, wrap ? wrapped : oneLine));
  return {
    ...common(d),
    radar: {
      indicator: d.labels.map((name) => ({ name, min: 0, max: SCORE_MAX })),
      radius,
      center: ['50%', '55%'],
      ...(wrap ? { axisName: { formatter: (name?: string) => (name ?? '').split(/\s+/).join('\n') } } : {}),
    },
    series: [
      {
        type: 'radar',
        data: seriesOf(d).map((s) => ({ name: s.label, value: s.value, areaStyle: { opacity: 0.15 } })),
      },
    ],
  };
}

/** widthPx: the width the chart gets; item labels that would not fit side by side are slanted instead of dropped. */
export function barOption(d: Dataset, widthPx: number): ScoreChartOption {
  const category = (widthPx - 48) / Math.max(1, d.labels.length);
  const crowded = d.labels.some((label) => labelWidth(label) > category - 6);
  return {
    ...common(d),
    grid: { left: 8, right: 8, top: 40, bottom: 8 },
    xAxis: { type: 'category', data: d.labels, axisLabel: { interval: 0, rotate: crowded ? 40 : 0 } },
    yAxis: { type: 'value', min: 0, max: SCORE_MAX, interval: 20 },
    series: seriesOf(d).map((s) => ({ type: 'bar', name: s.label, data: s.value, barMaxWidth: 28, label: { show: true, position: 'top' } })),
  };
}
