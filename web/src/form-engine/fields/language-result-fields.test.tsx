import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import type { Item } from '@portal/shared/form-model/definition';
import { optionList, renderPicker, routeFetch } from '../pickers/picker-test-harness.tsx';
import { LanguageGradeField, LanguageScoreField } from './language-result-fields.tsx';

afterEach(() => vi.unstubAllGlobals());

const prefix = 'applicant_languages.0.';
const scoreItem: Item = { id: 1, title: '점수', required: 'Y', input_type: { type: 'language_score', field: 'score' } };
const gradeItem: Item = { id: 2, title: '등급', required: 'Y', input_type: { type: 'language_grade', field: 'grade' } };
const languages = optionList({
  requirement: [
    { id: 11, name: 'TOEIC', score_usage: 'Y', grade_usage: 'N', min_score: 10, max_score: 990 },
    { id: 12, name: 'OPIc', score_usage: 'N', grade_usage: 'Y', options: [{ id: 1, title: 'IH', value: 'IH' }] },
  ],
});

function Row() {
  return (
    <>
      <LanguageScoreField item={scoreItem} prefix={prefix} label="점수" idBase="s0" readOnly={false} />
      <LanguageGradeField item={gradeItem} prefix={prefix} label="등급" idBase="g0" readOnly={false} />
    </>
  );
}

describe('language score and grade fields', () => {
  it("show '해당없음' where the chosen test does not use them and clear a value left from before", async () => {
    vi.stubGlobal('fetch', vi.fn(routeFetch({ '/api/app/options/languages/910111': () => languages }).fn));
    const { form } = renderPicker(<Row />, { values: { applicant_languages: [{ language_id: '12', score: '850', grade: 'IH' }] } });
    await waitFor(() => expect(screen.getByDisplayValue(messages.formPage.notApplicable)).toBeTruthy());
    await waitFor(() => expect(form().getValues(`${prefix}score`)).toBe(''));
    expect(form().getValues(`${prefix}grade`)).toBe('IH');
  });

  it("show the test's score bounds and keep a value the test uses", async () => {
    vi.stubGlobal('fetch', vi.fn(routeFetch({ '/api/app/options/languages/910111': () => languages }).fn));
    const { form } = renderPicker(<Row />, { values: { applicant_languages: [{ language_id: 11, score: '850', grade: '' }] } });
    await screen.findByText('10 ~ 990');
    expect(form().getValues(`${prefix}score`)).toBe('850');
    expect(screen.getByDisplayValue(messages.formPage.notApplicable)).toBeTruthy();
  });
});
