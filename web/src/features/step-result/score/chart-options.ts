import type { BarSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, RadarComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartData } from '@portal/shared';

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

export function radarOption(d: Dataset): ScoreChartOption {
  return {
    ...common(d),
    radar: { indicator: d.labels.map((name) => ({ name, min: 0, max: SCORE_MAX })), radius: '64%', center: ['50%', '55%'] },
    series: [
      {
        type: 'radar',
        data: seriesOf(d).map((s) => ({ name: s.label, value: s.value, areaStyle: { opacity: 0.15 } })),
      },
    ],
  };
}

/** Roughly how wide a label's glyph is at echarts' 12 px axis font (Hangul is square; Latin and digits narrower). */
const labelWidth = (label: string) => [...label].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? 12 : 7), 0);

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
