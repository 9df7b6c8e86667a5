import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@primer/react';
import { applicantStepId, type HistoryStep, type StepType } from '@portal/shared/schemas/steps';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { CreateApplicantStep } from '@portal/shared/api/steps';
import { stepProgressView } from '@portal/shared/step-questions/index';
import { call } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { findApplicationKeys } from '../api/find-application-keys.ts';
import type { UndeliveredMessage } from '@portal/shared/schemas/find-application';
import { UndeliveredNotes } from './undelivered-notes.tsx';
import './selection-progress.css';

const m = messages.steps;

/** The step result (R5-0-2) of an applicant step; staff's 'Admin check' opens its admin variant. */
const resultPath = (id: string, admin = false) => routePath('R5-0-2', { applicantStepId: id }, admin) ?? '/';

/** Small decorative icons of the four step types that have one (spec part 2, 4.3); the others show their name only. */
const icons: Partial<Record<StepType, string>> = {
  document: 'M4 1.5h5.5L13 5v9.5H4zM9 1.5V5.5h4M6 8.5h5M6 11h5',
  attach: 'M10.5 4.5 5.4 9.6a1.5 1.5 0 0 0 2.1 2.1l5.3-5.3a3 3 0 0 0-4.2-4.2L3.3 7.5a4.5 4.5 0 0 0 6.4 6.4l4.1-4.1',
  test: 'M3 13.5 11.5 5l-2-2L1 11.5v2zM10.5 4l2 2M9 14.5h6',
  interview: 'M5.5 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1 14c0-2.5 2-4.5 4.5-4.5S10 11.5 10 14M11 3.5h4v3h-2l-1.5 1.5v-1.5H11z',
};

function StepIcon({ type }: { type: StepType }) {
  const d = icons[type];
  if (!d) return null;
  return (
    <svg className="icon sp-step__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

/**
 * R5-1 'Selection progress' (spec part 2, 2.4, 4.3): one card per published step with its type, status, date and
 * button. A step's button opens its result (R5-0-2/{applicantStepId}); an attach step not opened yet is created first
 * (applicant/step/store). Staff (admin 'Y') see ended and stopped steps and get 'Admin check' on steps not ongoing.
 * A step whose result notice did not arrive says so on its card.
 */
export function SelectionProgress({ steps, applicantId, isAdmin, undelivered = [] }: { steps: HistoryStep[]; applicantId: number; isAdmin: boolean; undelivered?: readonly UndeliveredMessage[] }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const create = useMutation({
    mutationKey: [...findApplicationKeys.all, 'create-step'],
    mutationFn: (stepId: number) => call(CreateApplicantStep, { params: { stepId, id: applicantId } }),
  });

  /** The step's applicant-step id, creating it when the step has none yet (attach steps). */
  const idOf = async (s: HistoryStep): Promise<string | null> => {
    if (s.id !== null) return s.id;
    // Staff read through the admin scope, which has no create call: their test-mode view reads the step's fixed id.
    if (session.isAuthenticated()) return applicantStepId(s.step.id, applicantId);
    try {
      return (await create.mutateAsync(s.step.id)).id;
    } catch {
      return null;
    }
  };
  const open = async (s: HistoryStep, admin: boolean) => {
    setFailed(false);
    const id = await idOf(s);
    if (id === null) return setFailed(true);
    navigate(resultPath(id, admin));
  };

  return (
    <section className="sp-progress" aria-labelledby="sp-progress-title" data-testid="selection-progress">
      <h2 id="sp-progress-title" className="sp-progress__title">
        {m.progressTitle}
      </h2>
      <p className="sp-progress__subtitle">{m.progressSubtitle}</p>
      {failed ? (
        <p className="error-state" role="alert">
          {m.createStepFailed}
        </p>
      ) : null}
      {steps.length === 0 ? <p className="fa-steps-pending">{messages.findApplication.history.stepsPending}</p> : null}
      <ul className="sp-progress__list">
        {steps.map((s) => {
          const view = stepProgressView(s, isAdmin);
          const type = s.step.type.value;
          return (
            <li key={s.step.id} className={`sp-step sp-step--${s.step.progressStatus}`} data-testid={`progress-step-${s.step.id}`}>
              <p className="sp-step__type">
                <StepIcon type={type} />
                <span>{m.typeNames[type] ?? type}</span>
              </p>
              <h3 className="sp-step__title">{view.title}</h3>
              <p className="sp-step__status" data-testid="progress-status">
                {view.statusText}
              </p>
              {view.dateLabel ? <p className="sp-step__date">{view.dateLabel}</p> : null}
              <UndeliveredNotes notes={undelivered.filter((u) => u.stepId === s.step.id)} />
              <div className="sp-step__actions">
                {view.button ? (
                  <Button size="small" variant="primary" disabled={!view.button.enabled || create.isPending} onClick={() => void open(s, false)}>
                    {view.button.label}
                  </Button>
                ) : null}
                {view.adminCheck ? (
                  <Button size="small" disabled={create.isPending} onClick={() => void open(s, true)}>
                    {m.buttons.adminCheck}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

