import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartDataSchema, messages, scoreViewSchema, type ScoreView } from '@portal/shared';
import type { ScoreChartOption } from './chart-options.ts';
import ScoreDialogDefault, { ScoreDialog } from './score-dialog.tsx';

const m = messages.steps;

// jsdom has no canvas: the chart component records its option by accessible name and renders a plain element.
const options = vi.hoisted(() => new Map<string, unknown>());
vi.mock('echarts-for-react/lib/core', () => ({
  default: (props: { option: unknown; role?: string; 'aria-label'?: string }) => {
    options.set(props['aria-label'] ?? '', props.option);
    return <div role={props.role} aria-label={props['aria-label']} />;
  },
}));

const labels = ['직무역량', '의사소통', '문제해결', '조직적합'];
const chartData = chartDataSchema.parse({
  comment: '전체 지원자 평균과 비교한 점수입니다.',
  radarChartData: { labels, data1: { label: '나의 점수', value: [80, 72, 90, 65] }, data2: { label: '평균', value: [70, 70, 70, 70] } },
  barChartData: { labels, data1: { label: '나의 점수', value: [80, 72, 90, 65] }, data2: { label: '평균', value: [70, 70, 70, 70] } },
  dataTableData: labels.map((label, i) => ({ label, score: [80, 72, 90, 65][i]! })),
});

function renderDialog(view: Partial<ScoreView> = {}, onClose = vi.fn()) {
  render(<ScoreDialog open onClose={onClose} chartData={chartData} scoreView={scoreViewSchema.parse({ status: 'Y', ...view })} />);
  return onClose;
}
const option = (name: string) => options.get(name) as ScoreChartOption;

describe('the score dialog (spec part 2, 2.11)', () => {
  // The charts load as a chunk of their own when the dialog opens; a cold import under load must not be what a find waits for.
  beforeAll(() => import('./score-charts.tsx'), 30_000);
  beforeEach(() => options.clear());

  it('is the default export too, for React.lazy', () => {
    expect(ScoreDialogDefault).toBe(ScoreDialog);
  });

  it('shows both charts on 0–100 with the items as labels, the comment and the score table', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: m.scoreDialogTitle })).toBeTruthy();
    await screen.findByRole('img', { name: m.radarChart });
    await screen.findByRole('img', { name: m.barChart });

    const radar = option(m.radarChart) as { radar: { indicator: { name: string; max: number }[] }; series: { data: { name: string; value: number[] }[] }[] };
    expect(radar.radar.indicator.map((i) => i.name)).toEqual(labels);
    expect(radar.radar.indicator.every((i) => i.max === 100)).toBe(true);
    expect(radar.series[0]!.data.map((d) => d.name)).toEqual(['나의 점수', '평균']);

    const bar = option(m.barChart) as { xAxis: { data: string[] }; yAxis: { min: number; max: number }; series: { name: string; data: number[] }[] };
    expect(bar.xAxis.data).toEqual(labels);
    expect([bar.yAxis.min, bar.yAxis.max]).toEqual([0, 100]);
    expect(bar.series.map((s) => [s.name, s.data])).toEqual([
      ['나의 점수', [80, 72, 90, 65]],
      ['평균', [70, 70, 70, 70]],
    ]);

    expect(screen.getByText(chartData.comment)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: m.evaluationItem })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: m.score })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: '문제해결' }).nextElementSibling?.textContent).toBe('90');
  });

  it('shows only the radar chart when the bar chart is off', async () => {
    renderDialog({ bar: false });
    await screen.findByRole('img', { name: m.radarChart });
    expect(screen.queryByRole('img', { name: m.barChart })).toBeNull();
    expect(options.has(m.barChart)).toBe(false);
  });

  it('names the second column the percentile score when the step says so, and leaves the table out when it is off', () => {
    renderDialog({ column: 'percentile', radar: false, bar: false });
    expect(screen.getByRole('columnheader', { name: m.percentileScore })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: m.score })).toBeNull();
  });

  it('leaves the table out when scoreView.table is false', async () => {
    renderDialog({ table: false });
    await screen.findByRole('img', { name: m.radarChart });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('closes with its 닫기 button, and renders nothing while closed', () => {
    const onClose = renderDialog({ radar: false, bar: false });
    fireEvent.click(screen.getByRole('button', { name: m.close }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const { container } = render(<ScoreDialog open={false} onClose={onClose} chartData={chartData} scoreView={scoreViewSchema.parse({})} />);
    expect(container.innerHTML).toBe('');
  });
});
