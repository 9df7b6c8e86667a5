import { useId, useMemo } from 'react';
import { messages } from '@portal/shared/messages';
import type { Detection } from '@portal/shared/schemas/submission';
import { highlightSegments } from '../utils/highlight-segments.ts';

const m = messages.submission;

/**
 * Text with its detections and search words as <mark> spans. The reason is a tooltip that shows on hover and on
 * keyboard focus, and is the mark's accessible description (aria-describedby), so it is not only visual.
 */
export function HighlightedText({ text, detections, searchWords }: { text: string; detections: readonly Detection[]; searchWords: readonly { word: string; tooltip: string }[] }) {
  const id = useId();
  const segments = useMemo(() => highlightSegments(text, detections, searchWords, m.detectionTooltip), [text, detections, searchWords]);
  return (
    <>
      {segments.map((s, i) =>
        s.mark ? (
          <span key={i} className="pv-hl">
            <mark className={`pv-mark pv-mark--${s.mark.kind}`} tabIndex={0} aria-describedby={`${id}-${i}`} data-tooltip={s.mark.tooltip}>
              {s.text}
            </mark>
            <span role="tooltip" id={`${id}-${i}`} className="pv-tip">
              {s.mark.tooltip}
            </span>
          </span>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
