import { useState } from 'react';
import { Button, Checkbox, FormControl } from '@primer/react';
import { Dialog } from '../../../components/lazy-dialog.tsx';
import { messages } from '@portal/shared/messages';
import { RichText } from '../../../components/rich-text.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';

const m = messages.apply.consent;

export interface Agreement {
  id: number;
  title: string;
  content: string;
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
}: {
  agreements: Agreement[];
  agreed: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  requireOpenBeforeAgree?: boolean;
}) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [viewing, setViewing] = useState<Agreement | null>(null);

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
        <FormControl disabled={!allOpened}>
          <Checkbox checked={allAgreed} onChange={(e) => toggleAll(e.currentTarget.checked)} />
          <FormControl.Label>{m.agreeAll}</FormControl.Label>
        </FormControl>
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
            <FormControl disabled={!canAgree(a.id)}>
              <Checkbox checked={agreed.has(a.id)} onChange={(e) => toggle(a.id, e.currentTarget.checked)} aria-label={`${a.title} ${m.agree}`} />
              <FormControl.Label>{m.agree}</FormControl.Label>
              {!canAgree(a.id) ? <FormControl.Caption>{m.openFirst}</FormControl.Caption> : null}
            </FormControl>
          </li>
        ))}
      </ul>
      {viewing ? (
        <Dialog title={viewing.title} onClose={() => setViewing(null)} width="xlarge" footerButtons={[{ content: m.dialogClose, onClick: () => setViewing(null) }]}>
          {hasRichContent(viewing.content) ? <RichText className="terms-content" html={viewing.content} /> : <p className="empty-state">{messages.common.emptyContent}</p>}
        </Dialog>
      ) : null}
    </section>
  );
}
