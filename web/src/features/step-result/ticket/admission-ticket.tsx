import { useCallback, useEffect, useId, useRef } from 'react';
import { Button } from '@primer/react';
import { idCardSchema, type IdCard, type StepResult } from '@portal/shared/schemas/steps';
import { messages } from '@portal/shared/messages';
import { RichText } from '../../../components/rich-text.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';
import './admission-ticket.css';

const m = messages.steps;
/** While the ticket prints, <html> carries this class: admission-ticket.css then prints the ticket alone. */
export const TICKET_PRINTING_CLASS = 'ticket-printing';
/** A4 with 10 mm margins, only for the ticket's print: @page cannot be scoped by a selector, so it is added per print. */
const PAGE_RULE = '@page { size: A4; margin: 10mm; }';

/** 'YYYY-MM-DD' as the ticket shows it: 'MM월 DD일' (md) or 'YYYY년 MM월 DD일' (ymd); anything else as it is. */
export function formatBirthdate(birthdate: string, type: IdCard['birthdate_type']): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate);
  if (!parts) return birthdate;
  const [, y, mo, d] = parts;
  const monthDay = `${mo}${m.month} ${d}${m.day}`;
  return type === 'md' ? monthDay : `${y}${m.year} ${monthDay}`;
}

/** Prints the ticket alone on A4: the class and the page rule live only for this print (until afterprint or unmount). */
function useTicketPrint(): () => void {
  const undo = useRef<(() => void) | null>(null);
  useEffect(() => () => undo.current?.(), []);
  return useCallback(() => {
    undo.current?.();
    const style = document.createElement('style');
    style.dataset.printMargins = 'admission-ticket';
    style.textContent = PAGE_RULE;
    document.head.appendChild(style);
    const root = document.documentElement;
    root.classList.add(TICKET_PRINTING_CLASS);
    const end = () => undo.current?.();
    window.addEventListener('afterprint', end, { once: true });
    undo.current = () => {
      window.removeEventListener('afterprint', end);
      style.remove();
      root.classList.remove(TICKET_PRINTING_CLASS);
      undo.current = null;
    };
    window.print();
  }, []);
}

/**
 * The printable admission ticket (spec part 2, 2.12): title, exam number, field, name, birth date as the step's
 * id_card says, the photo and the company logo, the step's HTML note, and a button that prints the ticket alone.
 * fileUrl turns a stored path (the photo, the logo) into an address the browser can load.
 */
export function AdmissionTicket({ result, fileUrl }: { result: StepResult; fileUrl(path: string): string }) {
  const card = result.step.id_card ?? idCardSchema.parse({});
  const { applicant } = result;
  const title = card.title.trim() || m.ticketTitle;
  const print = useTicketPrint();
  const titleId = useId();

  const rows: [string, string][] = [
    [m.examNumber, applicant.number ?? ''],
    [card.field_label?.trim() || m.applicationField, applicant.task_name],
    [m.name, applicant.name],
  ];
  if (card.birthdate_type !== 'N' && applicant.birthdate) rows.push([m.birthdate, formatBirthdate(applicant.birthdate, card.birthdate_type)]);

  const photo = card.photo_status === 'Y' && applicant.photo ? fileUrl(applicant.photo) : null;
  const logo = card.logo_status === 'Y' && result.logoUrl ? fileUrl(result.logoUrl) : null;

  return (
    <section className="admission-ticket" aria-labelledby={titleId}>
      <div className="admission-ticket__card">
        <header className="admission-ticket__header">
          {logo ? <img className="admission-ticket__logo" src={logo} alt={messages.steps.logoAlt} /> : null}
          <h2 id={titleId} className="admission-ticket__title">
            {title}
          </h2>
          <p className="admission-ticket__note">{m.mustBring}</p>
        </header>
        <div className="admission-ticket__body">
          <div className="admission-ticket__photo">
            {photo ? <img src={photo} alt={m.photoAlt(applicant.name)} /> : <span className="admission-ticket__no-photo">{m.noPhoto}</span>}
          </div>
          <table className="admission-ticket__rows">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {hasRichContent(card.content) ? <RichText className="admission-ticket__content" html={card.content} /> : null}
      </div>
      <div className="admission-ticket__actions">
        <Button variant="primary" onClick={print}>
          {m.print(title)}
        </Button>
      </div>
    </section>
  );
}
