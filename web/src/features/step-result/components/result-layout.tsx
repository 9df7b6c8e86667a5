import { useState, type ReactNode } from 'react';
import { Button, Flash } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { StepResult } from '@portal/shared/schemas/steps';
import { RichText } from '../../../components/rich-text.tsx';
import { PageTitle } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { fileUrl } from '../../../lib/file-url.ts';
import { AdmissionTicket } from '../ticket/admission-ticket.tsx';
import { AddRequestSection } from './add-request-section.tsx';
import { ScoreButton } from './score-button.tsx';
import '../step-result.css';

const m = messages.steps;

/** The result's banner line, highlighted as success for a pass. */
export function ResultBanner({ text, success = false }: { text: string; success?: boolean }) {
  return (
    <Flash variant={success ? 'success' : 'default'} className={`sr-banner${success ? ' sr-banner--success' : ''}`} data-testid="result-banner">
      {text}
    </Flash>
  );
}

/**
 * Whether 'Next page' is refused (spec part 2, 4.5): while answers are required ('Y') and not yet stored, except in
 * test mode.
 */
export function nextPageLocked(result: StepResult): boolean {
  const info = result.stepInfo;
  if (result.access_test === 'test' || info.addRequestRequiredStatus !== 'Y') return false;
  return !(info.addRequestStatus === 'Y' && Object.keys(info.answers).length > 0);
}

interface Props {
  result: StepResult;
  applicantStepId: string;
  title: string;
  subtitle?: string | undefined;
  banner?: ReactNode;
  /** First-page content before the step's own (the score reveal's panels). */
  intro?: ReactNode;
}

/**
 * The result page's body (spec part 2, 2.8), shared by the score reveal page (2.10): the first page (content and the
 * additional-request section) and, when addPageStatus is 'Y', the second (add_page_content and the admission ticket)
 * behind 'Next page' / 'Previous page', with 'Check score' on the pages score_view names.
 */
export function ResultLayout({ result, applicantStepId, title, subtitle, banner, intro }: Props) {
  const { fileDomain } = useCompany();
  const [page, setPage] = useState<'first' | 'next'>('first');
  const info = result.stepInfo;
  const locked = nextPageLocked(result);
  const hintId = `sr-next-hint-${applicantStepId}`;

  return (
    <>
      <PageTitle title={title} description={subtitle} />
      <div className="page-body sr-page">
        {banner}
        {page === 'first' ? (
          <div className="sr-first" data-testid="result-first-page">
            {intro}
            <RichText html={info.content} className="sr-content" />
            {info.questions.length > 0 ? <AddRequestSection result={result} applicantStepId={applicantStepId} /> : null}
          </div>
        ) : (
          <div className="sr-next" data-testid="result-next-page">
            <RichText html={info.add_page_content} className="sr-content" />
            {result.idCardStatus === 'Y' ? <AdmissionTicket result={result} fileUrl={(path) => fileUrl(fileDomain, path) ?? path} /> : null}
          </div>
        )}
        <div className="sr-actions">
          {result.addPageStatus === 'Y' && page === 'first' ? (
            <>
              <Button variant="primary" disabled={locked} aria-describedby={locked ? hintId : undefined} onClick={() => setPage('next')} data-testid="next-page">
                {m.nextPage}
              </Button>
              {locked ? (
                <p id={hintId} className="sr-actions__hint">
                  {m.availableAfterAnswers}
                </p>
              ) : null}
            </>
          ) : null}
          {result.addPageStatus === 'Y' && page === 'next' ? (
            <Button onClick={() => setPage('first')} data-testid="previous-page">
              {m.previousPage}
            </Button>
          ) : null}
          <ScoreButton result={result} page={page} />
        </div>
      </div>
    </>
  );
}
