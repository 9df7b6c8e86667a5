import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '@portal/shared/messages';
import type { Popup } from '@portal/shared/schemas/company';
import { RichText } from '../../../components/rich-text.tsx';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { hidePopupForToday, isPopupHidden } from '../hooks/popup-dismissal.ts';
import './popup-layer.css';

/** Space kept between popups moved apart. */
const GAP = 16;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

function popupStyle(p: Popup, moved: { left: number; top: number } | undefined): CSSProperties {
  const padding = `${p.padding_y}px ${p.padding_x}px`;
  if (moved) return { top: moved.top, left: moved.left, padding };
  if (p.position === 'manual') return { top: p.top_margin, left: p.left_margin, padding };
  // Centred in the area below the sticky header, which stays above the popups.
  return { top: 'calc(50% + var(--header-height, 0px) / 2)', left: '50%', transform: 'translate(-50%, -50%)', padding };
}

/**
 * Where each popup goes so that none covers another (issue 15 item 25: the first popup's close was hidden under
 * the second): a popup overlapping an earlier one moves beside it, or below it when the window is too narrow.
 */
function placeApart(elements: Map<number, HTMLElement>, ids: number[]): Record<number, { left: number; top: number }> {
  const placed: Box[] = [];
  const moved: Record<number, { left: number; top: number }> = {};
  ids.forEach((id) => {
    const el = elements.get(id);
    if (!el) return;
    const r = el.getBoundingClientRect();
    let box: Box = { left: r.left, top: r.top, width: r.width, height: r.height };
    for (let tries = 0; tries <= placed.length; tries++) {
      const hit = placed.find((q) => overlaps(q, box));
      if (!hit) break;
      const right = hit.left + hit.width + GAP;
      box = right + box.width <= window.innerWidth ? { ...box, left: right } : { ...box, top: hit.top + hit.height + GAP };
    }
    placed.push(box);
    if (box.left !== r.left || box.top !== r.top) moved[id] = { left: box.left, top: box.top };
  });
  return moved;
}

/**
 * The company's active landing popups, modal to the page (issue 15 item 25): the page behind is dimmed and inert,
 * focus starts in the first popup and Tab goes through the popups (and the header, which stays above them so the
 * mobile menu opens over them); Esc closes the popup holding the focus.
 */
export function PopupLayer({ popups }: { popups: Popup[] }) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const mobile = useIsMobile();
  const open = popups.filter((p) => p.isActive && !closed.has(p.id) && !isPopupHidden(p.id));
  // Small screens cannot fit several popups side by side: show them one after another.
  const visible = mobile ? open.slice(0, 1) : open;
  const ids = visible.map((p) => p.id);
  const key = ids.join(',');
  const refs = useRef(new Map<number, HTMLElement>());
  const [moved, setMoved] = useState<Record<number, { left: number; top: number }>>({});
  const shown = visible.length > 0;

  // Popups stay where they were put when another closes; a new set (first show, phone/desktop switch) is placed anew.
  useLayoutEffect(() => {
    if (!shown || mobile) return;
    setMoved((prev) => (Object.keys(prev).length > 0 ? prev : placeApart(refs.current, ids)));
  }, [key, mobile]);

  // Modal to the page: what is behind is inert while popups show (the header stays usable).
  useEffect(() => {
    if (!shown) return;
    // The skip link too: it leads into the inert page.
    const behind = [document.getElementById('main-content'), document.querySelector<HTMLElement>('.site-footer'), document.querySelector<HTMLElement>('.skip-link')].filter(
      (e): e is HTMLElement => Boolean(e),
    );
    behind.forEach((e) => e.setAttribute('inert', ''));
    return () => behind.forEach((e) => e.removeAttribute('inert'));
  }, [shown]);

  // Focus starts in the first popup; when one closes, it moves to the next, and to the page when none is left.
  const firstId = visible[0]?.id;
  useEffect(() => {
    if (firstId === undefined) return;
    refs.current.get(firstId)?.focus({ preventScroll: true });
  }, [firstId]);

  if (!shown) return null;

  const close = (id: number) => {
    setClosed((s) => new Set(s).add(id));
    const next = visible.find((q) => q.id !== id);
    if (next) refs.current.get(next.id)?.focus({ preventScroll: true });
    else document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>, id: number) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close(id);
  };

  return createPortal(
    <div className="popup-layer" data-testid="popup-layer">
      <div className="popup-layer__backdrop" aria-hidden="true" />
      {visible.map((p) => (
        <section
          key={p.id}
          ref={(el) => {
            if (el) refs.current.set(p.id, el);
            else refs.current.delete(p.id);
          }}
          className={`site-popup site-popup--${p.position}`}
          style={popupStyle(p, mobile ? undefined : moved[p.id])}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`site-popup-title-${p.id}`}
          tabIndex={-1}
          onKeyDown={(e) => onKeyDown(e, p.id)}
          data-testid="site-popup"
        >
          <h2 id={`site-popup-title-${p.id}`} className="site-popup__title">
            {p.title}
          </h2>
          <RichText className="site-popup__content" html={p.content} />
          <div className="site-popup__footer">
            <button
              type="button"
              className="site-popup__today"
              onClick={() => {
                hidePopupForToday(p.id);
                close(p.id);
              }}
            >
              {messages.popup.dontShowToday}
            </button>
            <button type="button" className="site-popup__close" onClick={() => close(p.id)}>
              {messages.popup.close}
            </button>
          </div>
        </section>
      ))}
    </div>,
    document.body,
  );
}
