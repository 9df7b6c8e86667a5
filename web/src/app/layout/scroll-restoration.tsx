import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** react-router's own key, so positions saved by its ScrollRestoration before a deploy still restore. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll positions by history entry key; one per document, shared by both layouts (as react-router's). */
let positions: Record<string, number> | undefined;

function storedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    positions = parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * react-router's ScrollRestoration, behaving the same (back/forward and reload restore the entry's position, a link
 * to #id scrolls to it, any other navigation starts at the top), except for when it notes the position: on each
 * scroll event, where reading it is free, instead of on pagehide. Leaving a document makes Chromium recalculate
 * the whole page's style before it answers window.scrollY, and on the 300-field form page that read was 30-50 ms of
 * every navigation away from it (npm run bench, render).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entryKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      storedPositions()[entryKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storedPositions()));
      } catch {
        // Storage full or disabled: only the restoration after a reload is lost.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entryKey.current = location.key;
    const saved = navigationType === 'POP' ? storedPositions()[location.key] : undefined;
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable element id: scroll to the top as for any other address.
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
