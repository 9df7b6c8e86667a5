import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@primer/react';
import { Dialog } from '../../../components/lazy-dialog.tsx';
import { messages } from '@portal/shared/messages';
import { RichText } from '../../../components/rich-text.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';
import '../../../components/plain-controls.css';

const m = messages.apply.consent;

export interface Agreement {
  id: number;
  title: string;
  content: string;
}

/** A checkbox with its label and an optional caption (plain elements, apply.css); `ariaLabel` names it more fully than its visible label. */
function CheckField({
  id,
  label,
  ariaLabel,
  checked,
  disabled,
  caption,
  onChange,
}: {
  id: string;
  label: string;
  ariaLabel?: string;
  checked: boolean;
  disabled: boolean;
  caption?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={`apply-check${disabled ? ' apply-check--disabled' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="plain-checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.checked)}
        aria-label={ariaLabel}
        aria-describedby={caption ? `${id}-caption` : undefined}
      />
      <div className="apply-check__text">
        <label htmlFor={id}>{label}</label>
        {caption ? (
          <p id={`${id}-caption`} className="apply-control__caption">
            {caption}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Privacy consent (spec 2.7): each agreement with its title, a checkbox and a full-text dialog, and 'Agree all'.
 * With requireOpenBeforeAgree (tenant configuration), a checkbox is enabled only once its full text was
 * opened, and 'Agree all' once every one was.
 */
export function ConsentSection({
  agreements,
  agreed,
  onChange,
  requireOpenBeforeAgree = false,
  retentionNotice,
}: {
  agreements: Agreement[];
  agreed: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  requireOpenBeforeAgree?: boolean;
  /** How long the project keeps the data after the result is confirmed (채용절차법 §11, PIPA §21), as the server states it. */
  retentionNotice?: string | undefined;
}) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [viewing, setViewing] = useState<Agreement | null>(null);
  const idBase = useId();

  const canAgree = (id: number) => !requireOpenBeforeAgree || opened.has(id);
  const allOpened = agreements.every((a) => canAgree(a.id));
  const allAgreed = agreements.length > 0 && agreements.every((a) => agreed.has(a.id));

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(agreed);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const toggleAll = (checked: boolean) => onChange(checked ? new Set(agreements.map((a) => a.id)) : new Set());

  const open = (a: Agreement) => {
    setViewing(a);
    setOpened((prev) => (prev.has(a.id) ? prev : new Set([...prev, a.id])));
  };

  if (agreements.length === 0) return null;

  return (
    <section className="apply-section" aria-labelledby="apply-consent-title">
      <h2 id="apply-consent-title" className="apply-section__title">
        {m.title}
      </h2>
      <div className="apply-consent__all">
        <CheckField id={`${idBase}-all`} label={m.agreeAll} checked={allAgreed} disabled={!allOpened} onChange={toggleAll} />
      </div>
      <ul className="apply-consent__list">
        {agreements.map((a) => (
          <li key={a.id} className="apply-consent__item">
            <div className="apply-consent__row">
              <span className="apply-consent__title">{a.title}</span>
              <Button size="small" variant="invisible" onClick={() => open(a)} aria-haspopup="dialog" aria-label={`${a.title} ${m.viewFull}`}>
                {m.viewFull}
              </Button>
            </div>
            <CheckField
              id={`${idBase}-${a.id}`}
              label={m.agree}
              ariaLabel={`${a.title} ${m.agree}`}
              checked={agreed.has(a.id)}
              disabled={!canAgree(a.id)}
              caption={canAgree(a.id) ? undefined : m.openFirst}
              onChange={(checked) => toggle(a.id, checked)}
            />
          </li>
        ))}
      </ul>
      {retentionNotice ? <p className="apply-section__note">{retentionNotice}</p> : null}
      {viewing ? (
        <Dialog title={viewing.title} onClose={() => setViewing(null)} width="xlarge" footerButtons={[{ content: m.dialogClose, onClick: () => setViewing(null) }]}>
          {hasRichContent(viewing.content) ? <RichText className="terms-content" html={viewing.content} /> : <p className="empty-state">{messages.common.emptyContent}</p>}
        </Dialog>
      ) : null}
    </section>
  );
}
