import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { constants } from '@portal/shared/constants';
import type { StepAnswerResult, StepAnswers } from '@portal/shared/schemas/steps';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { AnswerOutcome } from '../utils/answer-outcome.ts';

type Issues = NonNullable<StepAnswerResult['issues']>;

/**
 * Sends answers with an answer call and says how it went: the outcome's message as a toast (errors stay 5 s), the
 * server's per-question issues for the form, and `onOutcome` for the page (its mode). A failed call (network, 5xx)
 * says the client's message, or `failure` when the screen has one fixed text for it.
 */
export function useAnswerSubmit(
  mutation: UseMutationResult<StepAnswerResult, Error, StepAnswers>,
  outcomeOf: (r: StepAnswerResult) => AnswerOutcome,
  onOutcome: (o: AnswerOutcome, answers: StepAnswers) => void,
  failure?: string,
) {
  const toast = useToast();
  const [issues, setIssues] = useState<Issues | undefined>();
  const submit = (answers: StepAnswers) => {
    setIssues(undefined);
    mutation.mutate(answers, {
      onSuccess: (r) => {
        const o = outcomeOf(r);
        setIssues(o.issues);
        toast(o.ok ? { message: o.message, variant: 'success' } : { message: o.message, variant: 'error', durationMs: constants.errorSnackbarMs });
        onOutcome(o, answers);
      },
      onError: (e) => toast({ message: failure ?? errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs }),
    });
  };
  return { submit, issues, busy: mutation.isPending };
}
