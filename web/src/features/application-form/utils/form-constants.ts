import { constants } from '@portal/shared/constants';

/** Spec 9: form cache 10 s; next-page delay 100 ms. */
export const FORM_CACHE_MS = 10_000;
export const NEXT_PAGE_DELAY_MS = 100;
/** Spec 9: redirect after expiry 1 s. */
export const REDIRECT_AFTER_EXPIRY_MS = 1000;
/** How long typing settles before the draft is written to the browser. */
export const DRAFT_DEBOUNCE_MS = 400;
export const ERROR_TOAST_MS = constants.errorSnackbarMs;
/** Server drafts: sent this long after the last change... */
export const SERVER_DRAFT_IDLE_MS = 5000;
/** ...and never more often than this, which is also the longest continuous typing waits for one. */
export const SERVER_DRAFT_INTERVAL_MS = 15_000;
/**
 * A reset with new values writes them into the mounted inputs (RHF's keepFieldsRef). Without it RHF drops its input
 * registry and waits for every field to render again, which the engine's fields no longer do on a form state change
 * (form-engine/form-methods.tsx).
 */
export const KEEP_FIELDS = { keepFieldsRef: true } as const;
