import { constants } from '@portal/shared/constants';

/** Small screens (width below the mobile breakpoint), which show recruitment information only. */
export const MOBILE_QUERY = `(max-width: ${constants.mobileBreakpointPx - 0.02}px)`;

/** Whether the screen is small now (outside React: the early script). */
export const isMobileNow = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
