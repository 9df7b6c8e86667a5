import { useId } from 'react';
import { Link } from 'react-router-dom';
import { blindHiringMessages } from '@portal/shared/messages/blind-hiring';
import type { BlindFinding } from '@portal/shared/schemas/submission';

const m = blindHiringMessages;

/**
 * Blind hiring (블라인드 채용) before final submission: the answers that name a school or a relative's job, each with
 * the words found and a link back to its page. A warning, not a refusal: 최종제출 stays possible, and what it names is
 * what staff and the organisation's systems read as '○○○' (docs/compliance.md 'Blind hiring').
 */
export function BlindNotice({ findings, pageTitles, pathOf }: { findings: readonly BlindFinding[]; pageTitles: readonly string[]; pathOf: (page: number) => string }) {
  const title = useId();
  return (
    <section className="pv-notice pv-blind" role="status" aria-labelledby={title} data-testid="blind-notice">
      <h3 className="pv-notice__text pv-blind__title" id={title}>
        {m.warningTitle}
      </h3>
      <p className="pv-notice__detail">{m.warning}</p>
      <ul className="pv-blind__list">
        {findings.map((f, i) => (
          <li key={i} className="pv-blind__item">
            <span className="pv-blind__answer">{m.answerAt(f.section, f.question)}</span>
            <span className="pv-blind__words">{m.foundWords(f.kinds, f.words)}</span>
            <Link className="pv-blind__edit" to={pathOf(f.pageIndex)}>
              {m.editOnPage(pageTitles[f.pageIndex] ?? String(f.pageIndex + 1))}
            </Link>
          </li>
        ))}
      </ul>
      <p className="pv-notice__detail pv-blind__note">{m.submitAnyway}</p>
    </section>
  );
}
