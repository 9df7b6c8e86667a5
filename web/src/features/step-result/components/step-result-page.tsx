import { Link, useParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { StepResult } from '@portal/shared/schemas/steps';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useStepResult } from '../api/step-result.ts';
import { ResultPage } from './result-page.tsx';
import { ScoreRevealPage } from './score-reveal-page.tsx';
import { SurveyPage } from './survey-page.tsx';
import '../step-result.css';

const m = messages.steps;

/** The screen of a result by its step type (spec part 2, 2.7): survey, score reveal, or the result page. */
export function StepResultView({ result, applicantStepId }: { result: StepResult; applicantStepId: string }) {
  switch (result.stepInfo.type) {
    case 'survey':
      return <SurveyPage result={result} applicantStepId={applicantStepId} />;
    case 'scoreRevealed':
      return <ScoreRevealPage result={result} applicantStepId={applicantStepId} />;
    default:
      return <ResultPage result={result} applicantStepId={applicantStepId} />;
  }
}

/** The Korean text of a refused result: the server's, else 'not the result period' (403) or 'step not found' (404). */
function refusal(e: unknown): string | undefined {
  if (!isApiError(e) || (e.status !== 403 && e.status !== 404)) return undefined;
  const said = (e.body as { message?: unknown; error?: unknown } | undefined) ?? {};
  if (typeof said.message === 'string' || typeof said.error === 'string') return e.message;
  return e.status === 403 ? m.notOpen : m.notFound;
}

/**
 * R5-0-2 '/result/:applicantStepId/:adminToken?' and its admin variant (spec part 2, 2.7): loads the result (staff:
 * the test-mode preview) and dispatches by stepInfo.type. Outside the result period (403) or for an unknown step
 * (404) the server's Korean message shows with the way back to the history; a 401 ends the session in the client.
 */
export function StepResultPage() {
  const { applicantStepId = '' } = useParams();
  const result = useStepResult(applicantStepId);
  // A new step is a new page: its mode, page and dialog state start over.
  if (result.data) return <StepResultView key={applicantStepId} result={result.data} applicantStepId={applicantStepId} />;
  if (result.isError) {
    const refused = refusal(result.error);
    return (
      <div className="page-body sr-page sr-refused">
        {refused ? (
          <p className="error-state" role="alert" data-testid="result-refused">
            {refused}
          </p>
        ) : (
          <ErrorState message={errorMessage(result.error)} onRetry={() => void result.refetch()} />
        )}
        <Link to={routePath('R5-1') ?? '/'} className="sr-refused__back">
          {messages.steps.backToHistory}
        </Link>
      </div>
    );
  }
  return <InlineLoading text={m.loading} />;
}
