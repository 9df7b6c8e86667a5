import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstError } from './focus-first-error.ts';

const mount = (html: string) => {
  document.body.innerHTML = `<form class="fe-form">${html}</form>`;
  return document.querySelector<HTMLFormElement>('form')!;
};
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('focusFirstError (issue 15 item 4)', () => {
  it('goes to the first error in document order and centres it, clear of the sticky bar', () => {
    const form = mount('<input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true">');
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    expect(focusFirstError(form)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('takes an error line without a control of its own (a group without rows) when it comes first, focusing its block', () => {
    const form = mount(
      '<div class="fe-detail"><p class="fe-error">경력을 입력해 주세요.</p><button type="button" id="add">추가</button></div><div class="fe-field"><input id="name" aria-invalid="true"></div>',
    );
    Element.prototype.scrollIntoView = vi.fn();
    focusFirstError(form);
    expect(document.activeElement?.id).toBe('add');
  });

  it('focuses the error line itself when its block has nothing to focus, and says false without errors', () => {
    const form = mount('<div class="fe-section"><p class="fe-error" id="line">페이지를 확인해 주세요.</p></div>');
    Element.prototype.scrollIntoView = vi.fn();
    focusFirstError(form);
    expect(document.activeElement?.id).toBe('line');
    expect(focusFirstError(mount('<input>'))).toBe(false);
  });
});
