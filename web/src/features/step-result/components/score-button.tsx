import { lazy, Suspense, useState } from 'react';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { StepResult } from '@portal/shared/schemas/steps';
import { InlineLoading } from '../../../components/loading-overlay.tsx';

const m = messages.steps;
/** The dialog and its charts (echarts) load on the first click only, in chunks of their own. */
const ScoreDialog = lazy(() => import('../score/score-dialog.tsx'));

/** Whether 'Check score' shows on a page (spec part 2, 4.6): score_view 'Y', on 'first', 'next' or both pages, with chart data. */
export function showsScore(result: StepResult, page: 'first' | 'next'): boolean {
  const view = result.step.score_view;
  return view.status === 'Y' && result.chartData !== null && (view.page === 'both' || view.page === page);
}

/** 'Check score' and the score dialog (spec part 2, 2.11). */
export function ScoreButton({ result, page }: { result: StepResult; page: 'first' | 'next' }) {
  const [open, setOpen] = useState(false);
  if (!showsScore(result, page) || !result.chartData) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="check-score">
        {m.checkScore}
      </Button>
      {open ? (
        <Suspense fallback={<InlineLoading text={m.chartLoading} />}>
          <ScoreDialog open onClose={() => setOpen(false)} chartData={result.chartData} scoreView={result.step.score_view} />
        </Suspense>
      ) : null}
    </>
  );
}
