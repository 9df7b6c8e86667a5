import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { PageTitle } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { session } from '../../../lib/session.ts';
import { useApplicantHistory } from '../api/check-applicant.ts';
import { findApplicationKeys } from '../api/find-application-keys.ts';
import { useQnaOptions } from '../api/qna.ts';
import { IdentifyForm } from './identify-form.tsx';
import { InquiryForm } from './inquiry-form.tsx';
import { FormSkeleton } from './person-fields.tsx';
import '../find-application.css';
import { qnaMessages } from '@portal/shared/messages/qna';

const m = qnaMessages;

/**
 * R4-2 'Q&A' (spec part 2, 2.14): an applicant who is not identified yet identifies first (2.3); then the inquiry form.
 * The company's chat-support widget is not started: no chat vendor is configured for the portal.
 */
export function QnaPage() {
  const { company } = useCompany();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => session.applicantToken());
  const options = useQnaOptions(company.id);
  // A stored token is checked before the form is offered: an ended one says so now, not after the inquiry was typed.
  const stored = useApplicantHistory(token);
  const identified = Boolean(token) && stored.isSuccess;
  return (
    <>
      <PageTitle title={m.title} description={identified ? m.subtitle : m.identifySubtitle} />
      <div className="page-body fa-page">
        {token && stored.isPending ? (
          <FormSkeleton rows={4} />
        ) : !identified ? (
          <IdentifyForm
            submitLabel={m.identifySubmit}
            onIdentified={(history) => {
              if (!history.applicant.token) return;
              session.setApplicantToken(history.applicant.token);
              session.setApplicantId(history.applicant.id);
              queryClient.setQueryData(findApplicationKeys.history(history.applicant.token), history);
              setToken(history.applicant.token);
            }}
          />
        ) : options.isPending ? (
          <FormSkeleton rows={4} />
        ) : (options.data ?? []).length === 0 ? (
          <p className="fa-empty">{m.noCategories}</p>
        ) : (
          <InquiryForm key={String((location.state as { sent?: number } | null)?.sent ?? '')} options={options.data ?? []} />
        )}
      </div>
    </>
  );
}
