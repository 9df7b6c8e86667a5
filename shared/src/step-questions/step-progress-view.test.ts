import { describe, expect, it } from 'vitest';
import { stepsMessages as m } from '../messages/steps.ts';
import type { HistoryStep } from '../schemas/steps.ts';
import { stepProgressView } from './step-progress-view.ts';

const step = (type: HistoryStep['step']['type']['value'], progressStatus: HistoryStep['step']['progressStatus'], published: 'Y' | 'N' = 'Y'): HistoryStep => ({
  id: '1-2',
  applicant_id: 2,
  result_message_status: published,
  step: { id: 1, title: '서류', view_title: '서류전형', progressStatus, type: { value: type }, resultStartDate: '2026-12-01 10:00:00', resultEndDate: '2026-12-10 18:00:00' },
});

describe('stepProgressView (spec part 2, 4.3)', () => {
  it('words each progress status for attach and other steps', () => {
    expect(stepProgressView(step('document', 'before'), false)).toMatchObject({ statusText: m.status.before, button: { label: m.buttons.checkResult, enabled: false }, dateLabel: m.announcement('2026-12-01 10:00') });
    expect(stepProgressView(step('document', 'ongoing'), false)).toMatchObject({ statusText: m.status.ongoing, button: { label: m.buttons.checkResult, enabled: true }, adminCheck: false });
    expect(stepProgressView(step('attach', 'ongoing'), false)).toMatchObject({ statusText: m.status.ongoingAttach, button: { label: m.buttons.submit, enabled: true }, dateLabel: m.submissionDeadline('2026-12-10 18:00') });
    expect(stepProgressView(step('attach', 'end'), true)).toMatchObject({ statusText: m.status.endAttach, button: { label: m.buttons.checkContent }, adminCheck: true });
    expect(stepProgressView(step('interview', 'stop'), true)).toMatchObject({ title: `서류전형 ${m.status.stopSuffix}`, button: null, adminCheck: true });
  });

  it("says 'Guidance pending' with the guidance start while a result is not published, and keeps its button closed", () => {
    expect(stepProgressView(step('document', 'ongoing', 'N'), false)).toMatchObject({ statusText: m.status.guidancePending, dateLabel: m.guidanceStart('2026-12-01 10:00'), button: { enabled: false } });
    // An attach step whose guidance the organisation has not published, and an ended step (issue 41 item 12).
    expect(stepProgressView(step('attach', 'ongoing', 'N'), false)).toMatchObject({ statusText: m.status.guidancePending, dateLabel: m.guidanceStart('2026-12-01 10:00'), button: { label: m.buttons.submit, enabled: false } });
    // An ended step too (staff alone see it): its result was never published, so its guidance is still pending (issue 41 item 12).
    expect(stepProgressView(step('interview', 'end', 'N'), true)).toMatchObject({ statusText: m.status.guidancePending, dateLabel: m.guidanceStart('2026-12-01 10:00'), button: { label: m.buttons.checkPastResult } });
  });

  it('words a survey and a score as what they are, not as a result (ux.md p6)', () => {
    expect(stepProgressView(step('survey', 'ongoing'), false)).toMatchObject({ statusText: m.status.ongoingSurvey, button: { label: m.buttons.answerSurvey, enabled: true }, dateLabel: m.surveyDeadline('2026-12-10 18:00') });
    expect(stepProgressView(step('survey', 'end'), true)).toMatchObject({ statusText: m.status.endSurvey, button: { label: m.buttons.checkAnswers, enabled: true } });
    expect(stepProgressView(step('scoreRevealed', 'ongoing'), false)).toMatchObject({ statusText: m.status.ongoingScore, button: { label: m.buttons.checkScore, enabled: true }, dateLabel: m.scoreRelease('2026-12-01 10:00') });
    expect(stepProgressView(step('scoreRevealed', 'before'), false)).toMatchObject({ statusText: m.status.before, button: { label: m.buttons.checkScore, enabled: false } });
    expect(stepProgressView(step('scoreRevealed', 'end'), false)).toMatchObject({ statusText: m.status.endScore, button: { label: m.buttons.checkPastScore, enabled: false } });
  });
});
