import { useState, type CSSProperties } from 'react';
import { messages, type Popup } from '@portal/shared';
import { RichText } from '../../../components/rich-text.tsx';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { hidePopupForToday, isPopupHidden } from '../hooks/popup-dismissal.ts';

function popupStyle(p: Popup): CSSProperties {
  const padding = `${p.padding_y}px ${p.padding_x}px`;
  if (p.position === 'manual') return { top: p.top_margin, left: p.left_margin, padding };
  return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', padding };
}

/** The company's active landing popups. */
export function PopupLayer({ popups }: { popups: Popup[] }) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const mobile = useIsMobile();
  const open = popups.filter((p) => p.isActive && !closed.has(p.id) && !isPopupHidden(p.id));
  // Small screens cannot fit several popups side by side: show them one after another.
  const visible = mobile ? open.slice(0, 1) : open;
  if (visible.length === 0) return null;

  const close = (id: number) => setClosed((s) => new Set(s).add(id));

  return (
    <div className="popup-layer">
      {visible.map((p, i) => (
        <section
          key={p.id}
          className={`site-popup site-popup--${p.position}`}
          style={{ ...popupStyle(p), zIndex: 200 + i }}
          role="dialog"
          aria-modal="false"
          aria-labelledby={`site-popup-title-${p.id}`}
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
    </div>
  );
}
