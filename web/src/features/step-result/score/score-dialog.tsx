import { lazy, Suspense } from 'react';
import { Dialog } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { ChartData, ScoreView } from '@portal/shared/schemas/steps';
import './score-dialog.css';

const m = messages.steps;
/** echarts stays in a chunk of its own even when this dialog is imported statically; the table shows meanwhile. */
const ScoreCharts = lazy(() => import('./score-charts.tsx'));
/** The dialog body's horizontal padding around a chart. */
const BODY_PADDING_PX = 48;

export interface ScoreDialogProps {
  open: boolean;
  onClose(): void;
  chartData: ChartData;
  scoreView: ScoreView;
}

/**
 * The score dialog (spec part 2, 2.11): the comment, the radar and/or bar chart on 0–100 and the score table, as
 * scoreView configures them. The table is the charts' text alternative. Wide charts widen the dialog; Primer keeps it
 * inside the viewport and the charts shrink with it.
 */
export function ScoreDialog({ open, onClose, chartData, scoreView }: ScoreDialogProps) {
  if (!open) return null;
  const showRadar = scoreView.radar && chartData.radarChartData !== null;
  const showBar = scoreView.bar && chartData.barChartData !== null;
  const widest = Math.max(showRadar ? scoreView.radar_size : 0, showBar ? scoreView.bar_size : 0);
  const showTable = scoreView.table && chartData.dataTableData.length > 0;
  return (
    <Dialog
      title={m.scoreDialogTitle}
      onClose={onClose}
      width={widest > 0 ? `${Math.max(480, widest + BODY_PADDING_PX)}px` : 'large'}
      footerButtons={[{ content: m.close, onClick: onClose, autoFocus: true }]}
      className="score-dialog"
    >
      {chartData.comment.trim() ? <p className="score-dialog__comment">{chartData.comment}</p> : null}
      {showRadar || showBar ? (
        <Suspense
          fallback={
            <p className="score-dialog__loading" role="status">
              {m.chartLoading}
            </p>
          }
        >
          <ScoreCharts chartData={chartData} scoreView={scoreView} />
        </Suspense>
      ) : null}
      {showTable ? (
        <table className="score-dialog__table">
          <thead>
            <tr>
              <th scope="col">{m.evaluationItem}</th>
              <th scope="col">{scoreView.column === 'percentile' ? m.percentileScore : m.score}</th>
            </tr>
          </thead>
          <tbody>
            {chartData.dataTableData.map((row, i) => (
              <tr key={`${i}-${row.label}`}>
                <th scope="row">{row.label}</th>
                <td>{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}

export default ScoreDialog;
