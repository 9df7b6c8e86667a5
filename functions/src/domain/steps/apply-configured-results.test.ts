import { describe, expect, it } from 'vitest';
import { stepResultConfigSchema } from '@portal/shared/schemas/step-config';
import { configuredResultOf, publishedResultOf } from './apply-configured-results.ts';

describe('configuredResultOf', () => {
  it('gives back the configured result a published one came from', () => {
    const configured = stepResultConfigSchema.parse({
      step_id: 3,
      applicant_email: 'a@example.com',
      type: 'pass',
      message: '합격',
      content: '<p>안내</p>',
      add_page_content: '<p>다음</p>',
      scores: { 필기: '90' },
      chart: { type: 'bar', labels: ['필기'], series: [{ name: '본인', data: [90] }] },
    });
    const { step_id: _s, applicant_email: _e, ...content } = configured;
    expect(configuredResultOf(publishedResultOf(configured))).toEqual(content);
  });

  it('leaves out the optional parts a stored result holds as null', () => {
    const stored = { resultMessageStatus: 'N', resultType: 'none', resultMessage: '', content: null, addPageContent: null, scores: {}, chart: null } as never;
    expect(configuredResultOf(stored)).toEqual({ result_message_status: 'N', type: 'none', message: '', scores: {} });
  });
});
