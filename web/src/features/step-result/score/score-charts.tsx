import { useMemo, type CSSProperties } from 'react';
import ReactEChartsModule from 'echarts-for-react/lib/core';
import { BarChart, RadarChart } from 'echarts/charts';
import { GridSimpleComponent, LegendPlainComponent, RadarComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { messages } from '@portal/shared/messages';
import type { ChartData, ScoreView } from '@portal/shared/schemas/steps';
import { barOption, radarOption } from './chart-options.ts';

// Only the two chart kinds and what they draw with. No tooltip (with its axis pointer it weighed ~20 kB gzip): the bars
// carry their values as labels and the dialog's table lists every score.
use([RadarChart, BarChart, RadarComponent, GridSimpleComponent, LegendPlainComponent, CanvasRenderer]);
// What echarts-for-react calls: passing the whole 'echarts/core' namespace would keep all of it (~+100 kB).
const echarts = { init, getInstanceByDom, dispose };

// lib/core is CommonJS: the production build (a "type": "module" package) hands its default import over as the whole
// exports object, the dev server and vitest as exports.default. Take the component from either.
const ReactEChartsCore = (ReactEChartsModule as unknown as { default?: typeof ReactEChartsModule }).default ?? ReactEChartsModule;

const m = messages.steps;
/** The bar chart's height; its width is bar_size (9 'Charts'). */
const BAR_HEIGHT = 300;
/** What the dialog takes around a chart on a narrow screen (Primer's 32 px margins and the body's 16 px padding). */
const DIALOG_CHROME_PX = 96;

/**
 * The score dialog's charts (spec part 2, 2.11), in a chunk of their own. Each canvas is an image named by the
 * catalogue; the dialog's table is its text alternative. Both shrink to the dialog's width on a phone.
 */
export default function ScoreCharts({ chartData, scoreView }: { chartData: ChartData; scoreView: ScoreView }) {
  const radarData = scoreView.radar ? chartData.radarChartData : null;
  const barData = scoreView.bar ? chartData.barChartData : null;
  // Stable options: a new object on every render would make echarts redraw (and re-animate) the charts.
  // The widths the charts get when they open: on a phone the dialog is narrower than radar_size and bar_size.
  const radarWidth = Math.min(scoreView.radar_size, window.innerWidth - DIALOG_CHROME_PX);
  const radar = useMemo(() => (radarData ? radarOption(radarData, radarWidth) : null), [radarData, radarWidth]);
  const barWidth = Math.min(scoreView.bar_size, window.innerWidth - DIALOG_CHROME_PX);
  const bar = useMemo(() => (barData ? barOption(barData, barWidth) : null), [barData, barWidth]);
  const radarStyle: CSSProperties = { width: scoreView.radar_size, maxWidth: '100%', height: 'auto', aspectRatio: '1 / 1' };
  const barStyle: CSSProperties = { width: scoreView.bar_size, maxWidth: '100%', height: BAR_HEIGHT };
  return (
    <div className="score-dialog__charts">
      {radar ? (
        <ReactEChartsCore echarts={echarts} option={radar} role="img" aria-label={m.radarChart} style={radarStyle} className="score-dialog__chart" />
      ) : null}
      {bar ? (
        <ReactEChartsCore echarts={echarts} option={bar} role="img" aria-label={m.barChart} style={barStyle} className="score-dialog__chart" />
      ) : null}
    </div>
  );
}
