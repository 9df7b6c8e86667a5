import { messages } from '@portal/shared/messages';
import { Link } from 'react-router-dom';

/**
 * The page titles as steps (shown from projectVersion 0.3, spec 2.8). Completed pages (confirm_page) are marked done
 * and are links back to that page; pages not reached yet are plain text.
 */
export function FormStepper({ titles, current, completed = [] }: { titles: string[]; current: number; completed?: readonly number[] }) {
  return (
    <nav aria-label={messages.formPage.stepper}>
      <ol className="fe-stepper">
        {titles.map((t, i) => {
          const done = completed.includes(i);
          const state = i === current ? ' is-current' : done ? ' is-done' : ' is-future';
          const body = (
            <>
              <span className="fe-stepper__index" aria-hidden={done && i !== current ? true : undefined}>
                {done && i !== current ? '✓' : i + 1}
              </span>
              <span className="fe-stepper__title">{t}</span>
              {done ? <span className="visually-hidden">{` (${messages.formPage.stepDone})`}</span> : null}
            </>
          );
          return (
            <li key={`${i}-${t}`} className={`fe-stepper__step${state}`} aria-current={i === current ? 'step' : undefined}>
              {done && i !== current ? (
                <Link className="fe-stepper__link" to={`/form/${i}`}>
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
