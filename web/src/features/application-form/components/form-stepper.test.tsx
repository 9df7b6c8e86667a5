import { messages } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-utils.tsx';
import { FormStepper } from './form-stepper.tsx';

const titles = ['기본정보', '학력·경력', '자기소개서'];

describe('FormStepper (spec part 1, 2.8 stepper; issue 15 item 22)', () => {
  it('marks completed pages apart from future ones and links back to them', async () => {
    const { router } = renderRoute(<FormStepper titles={titles} current={1} completed={[0]} />, {
      path: '/form/:pageIndex',
      at: '/form/1',
    });
    const nav = screen.getByRole('navigation', { name: messages.formPage.stepper });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.map((s) => s.className)).toEqual(['fe-stepper__step is-done', 'fe-stepper__step is-current', 'fe-stepper__step is-future']);
    expect(within(steps[2]!).queryByRole('link')).toBeNull();
    expect(within(steps[1]!).queryByRole('link')).toBeNull();
    const back = within(steps[0]!).getByRole('link', { name: new RegExp(`기본정보.*${messages.formPage.stepDone}`) });
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
  });
});
