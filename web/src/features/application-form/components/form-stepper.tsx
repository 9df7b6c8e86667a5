import { messages } from '@portal/shared';

/** The page titles as steps (shown from projectVersion 0.3, spec 2.8). */
export function FormStepper({ titles, current }: { titles: string[]; current: number }) {
  return (
    <nav aria-label={messages.formPage.stepper}>
      <ol className="fe-stepper">
        {titles.map((t, i) => (
          <li key={`${i}-${t}`} className={`fe-stepper__step${i === current ? ' is-current' : i < current ? ' is-done' : ''}`} aria-current={i === current ? 'step' : undefined}>
            <span className="fe-stepper__index">{i + 1}</span>
            <span className="fe-stepper__title">{t}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
