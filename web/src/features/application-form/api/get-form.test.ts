import { describe, expect, it } from 'vitest';
import { formPageSchema } from '@portal/shared/form-model/definition';
import { storedFormPageSchema } from '@portal/shared/schemas/form-page';

// A page as the server serves it: the imported definition in its parsed form, plus the envelope.
const served = {
  ...formPageSchema.parse({
    pageIndex: 1,
    title: ['기본정보', '자기소개'],
    projectVersion: 0.3,
    forms: [
      {
        application_form_id: 7,
        code_value: 'self_introduction',
        title: '자기소개',
        details: [{ id: 71, title: '지원동기', items: [{ id: 711, title: '지원동기', input_type: { type: 'multiline', field: 'motive' } }] }],
      },
    ],
    rules: [{ kind: 'show_items', fields: ['motive'] }],
  }),
  pageCount: 2,
  revision: 3,
};

describe('the served form page check', () => {
  it('accepts a served page and keeps the definition as served', () => {
    const parsed = storedFormPageSchema.parse(served);
    expect(parsed.forms).toEqual(served.forms);
    expect(parsed.rules).toEqual(served.rules);
    expect(parsed).toMatchObject({ pageIndex: 1, pageCount: 2, projectVersion: 0.3, title: ['기본정보', '자기소개'] });
  });

  it.each([
    ['a missing page count', { ...served, pageCount: undefined }],
    ['a section of an unknown kind', { ...served, forms: [{ ...served.forms[0]!, code_value: 'hobbies' }] }],
    ['a section without details', { ...served, forms: [{ ...served.forms[0]!, details: undefined }] }],
    ['a detail without items', { ...served, forms: [{ ...served.forms[0]!, details: [{ id: 71, title: '지원동기' }] }] }],
    ['forms that are not a list', { ...served, forms: { 0: served.forms[0] } }],
    ['a rule without a kind', { ...served, rules: [{ fields: ['motive'] }] }],
  ])('refuses %s', (_name, answer) => {
    expect(storedFormPageSchema.safeParse(answer).success).toBe(false);
  });
});
