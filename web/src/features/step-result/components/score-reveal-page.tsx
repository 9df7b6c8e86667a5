import { messages } from '@portal/shared/messages';
import type { StepResult } from '@portal/shared/schemas/steps';
import { RichText } from '../../../components/rich-text.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';
import { ResultBanner, ResultLayout } from './result-layout.tsx';

const m = messages.steps;

/**
 * The score reveal page (spec part 2, 2.10): title view_title (or 'Score disclosure'), the banner '{name}'s score
 * details', one expandable panel per non-empty entry of applicant.scores (label → content), then the result page's
 * body (content, additional request, second page, 'Check score').
 */
export function ScoreRevealPage({ result, applicantStepId }: { result: StepResult; applicantStepId: string }) {
  const scores = Object.entries(result.applicant.scores).filter(([, content]) => hasRichContent(content));
  const panels =
    scores.length > 0 ? (
      <div className="sr-scores" data-testid="score-panels">
        {scores.map(([label, content]) => (
          <details key={label} className="sr-score">
            <summary className="sr-score__label">{label}</summary>
            <RichText html={content} className="sr-score__content" />
          </details>
        ))}
      </div>
    ) : null;
  return (
    <ResultLayout
      result={result}
      applicantStepId={applicantStepId}
      title={result.step.view_title.trim() || m.scoreRevealTitle}
      banner={<ResultBanner text={m.scoreBanner(result.applicant.name)} />}
      intro={panels}
    />
  );
}
