import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '../lib/mobile-query.ts';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Small screens (width below the mobile breakpoint) show recruitment information only. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
