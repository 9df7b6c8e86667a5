import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idCardSchema, messages, stepResultSchema, type IdCard, type StepResult } from '@portal/shared';
import { AdmissionTicket, formatBirthdate, TICKET_PRINTING_CLASS } from './admission-ticket.tsx';

const m = messages.steps;

/** A result page's data with an admission ticket; the contract's parse keeps the fixture honest. */
function result(card: Partial<IdCard> | null = {}, applicant: Partial<StepResult['applicant']> = {}, logoUrl: string | null = '/files/public/logo.png'): StepResult {
  return stepResultSchema.parse({
    projectName: '2026년 신입사원 공개채용',
    access_test: '',
    idCardStatus: 'Y',
    addPageStatus: 'Y',
    chartData: null,
    logoUrl,
    applicant: { id: 77, name: '김지원', number: 'A-0012', task_name: '사무직', scores: {}, photo: '/files/private/photo.jpg', birthdate: '1998-03-07', ...applicant },
    step: {
      id: 3,
      project_id: 1,
      view_title: '서류전형',
      result_title: null,
      type: { value: 'document' },
      score_view: {},
      id_card: card === null ? null : idCardSchema.parse(card),
    },
    stepInfo: {
      type: 'document',
      result_message_status: 'Y',
      resultMessage: '합격',
      result_type: 'pass',
      content: '',
      add_page_content: '',
      addRequestAt: null,
      addRequestStatus: 'N',
      addRequestRequiredStatus: 'N',
      add_request_heading: 'additional',
      add_requests: [],
      file_name_formats: [],
      questions: [],
      answers: {},
      disable_form_question_ids: [],
      isActive: false,
      isEnd: false,
      surveySubmitted: false,
    },
  });
}

const fileUrl = (path: string) => `http://files.test${path}`;
const rowValue = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('the admission ticket (spec part 2, 2.12)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the note, the title and the rows with the exam number, field, name and full birth date', () => {
    render(<AdmissionTicket result={result({ title: '필기시험 수험표', content: '<p>신분증을 지참하세요.</p>' })} fileUrl={fileUrl} />);
    expect(screen.getByRole('heading', { name: '필기시험 수험표' })).toBeTruthy();
    expect(screen.getByText(m.mustBring)).toBeTruthy();
    expect(rowValue(m.examNumber)).toBe('A-0012');
    expect(rowValue(m.applicationField)).toBe('사무직');
    expect(rowValue(m.name)).toBe('김지원');
    expect(rowValue(m.birthdate)).toBe('1998년 03월 07일');
    expect(screen.getByText('신분증을 지참하세요.')).toBeTruthy();
  });

  it('uses the default title and the organisation’s field wording', () => {
    render(<AdmissionTicket result={result({ field_label: '지원직무' })} fileUrl={fileUrl} />);
    expect(screen.getByRole('heading', { name: m.ticketTitle })).toBeTruthy();
    expect(rowValue('지원직무')).toBe('사무직');
    expect(screen.queryByRole('rowheader', { name: m.applicationField })).toBeNull();
  });

  it('falls back to the default ticket when the step has no id_card', () => {
    render(<AdmissionTicket result={result(null)} fileUrl={fileUrl} />);
    expect(screen.getByRole('heading', { name: m.ticketTitle })).toBeTruthy();
  });

  it('shows the birth date as month-day (md), full (ymd) or not at all (N)', () => {
    expect(formatBirthdate('1998-03-07', 'md')).toBe('03월 07일');
    expect(formatBirthdate('1998-03-07', 'ymd')).toBe('1998년 03월 07일');
    const { unmount } = render(<AdmissionTicket result={result({ birthdate_type: 'md' })} fileUrl={fileUrl} />);
    expect(rowValue(m.birthdate)).toBe('03월 07일');
    unmount();
    render(<AdmissionTicket result={result({ birthdate_type: 'N' })} fileUrl={fileUrl} />);
    expect(screen.queryByRole('rowheader', { name: m.birthdate })).toBeNull();
    expect(screen.queryByText(/1998/)).toBeNull();
  });

  it('shows the photo through fileUrl, or the no-photo text when the photo is off or missing', () => {
    const { unmount } = render(<AdmissionTicket result={result()} fileUrl={fileUrl} />);
    expect(screen.getByRole('img', { name: m.photoAlt('김지원') }).getAttribute('src')).toBe('http://files.test/files/private/photo.jpg');
    expect(screen.queryByText(m.noPhoto)).toBeNull();
    unmount();
    const off = render(<AdmissionTicket result={result({ photo_status: 'N' })} fileUrl={fileUrl} />);
    expect(screen.queryByRole('img', { name: m.photoAlt('김지원') })).toBeNull();
    expect(screen.getByText(m.noPhoto)).toBeTruthy();
    off.unmount();
    render(<AdmissionTicket result={result({}, { photo: null })} fileUrl={fileUrl} />);
    expect(screen.getByText(m.noPhoto)).toBeTruthy();
  });

  it('shows the company logo only when logo_status is Y', () => {
    const logo = (c: HTMLElement) => c.querySelector('.admission-ticket__logo');
    const on = render(<AdmissionTicket result={result()} fileUrl={fileUrl} />);
    expect(logo(on.container)?.getAttribute('src')).toBe('http://files.test/files/public/logo.png');
    on.unmount();
    const off = render(<AdmissionTicket result={result({ logo_status: 'N' })} fileUrl={fileUrl} />);
    expect(logo(off.container)).toBeNull();
  });

  it('prints the ticket alone on A4 with its print button, and tidies up after the print', () => {
    const during: { printingClass?: boolean; pageRule?: string | null } = {};
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // During the print: the class that hides the rest of the page and the page rule are in place.
      during.printingClass = document.documentElement.classList.contains(TICKET_PRINTING_CLASS);
      during.pageRule = document.head.querySelector('style[data-print-margins="admission-ticket"]')?.textContent ?? null;
    });
    render(<AdmissionTicket result={result({ title: '면접 수험표' })} fileUrl={fileUrl} />);
    const section = screen.getByRole('region', { name: '면접 수험표' });
    fireEvent.click(within(section).getByRole('button', { name: m.print('면접 수험표') }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(during.printingClass).toBe(true);
    expect(during.pageRule).toContain('size: A4');
    expect(during.pageRule).toContain('margin: 10mm');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.classList.contains(TICKET_PRINTING_CLASS)).toBe(false);
    expect(document.head.querySelector('style[data-print-margins="admission-ticket"]')).toBeNull();
  });
});
