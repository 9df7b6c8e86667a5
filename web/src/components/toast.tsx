import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  message: string;
  variant?: ToastVariant;
  /** Defaults to constants.toastMs (errors that must stay longer pass constants.errorSnackbarMs). */
  durationMs?: number;
  /** The field or check the toast is about: useDismissToast()(about) takes it away once that is fixed. */
  about?: string;
}

interface ToastItem extends Required<Omit<ToastInput, 'about'>>, Pick<ToastInput, 'about'> {
  id: number;
  /** Bumped when the same message is shown again: its timer starts over instead of a second toast stacking. */
  shownAt: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
const ClearContext = createContext<() => void>(() => {});
const DismissContext = createContext<(about: string, current?: string) => void>(() => {});

/** Success and failure of the same thing: the newer replaces the older instead of both showing side by side. */
const opposite: Record<ToastVariant, ToastVariant | undefined> = { success: 'error', error: 'success', info: undefined };

/** Clears every toast: the screen they spoke of is gone (RouteToastReset calls it on navigation). */
export function useClearToasts(): () => void {
  return useContext(ClearContext);
}

/**
 * Takes away the toasts about `about` (a field or check) once it is fixed (issue 41 item 24): all of them, or all but
 * the one still saying `current`, what is wrong with it now.
 */
export function useDismissToast(): (about: string, current?: string) => void {
  return useContext(DismissContext);
}

/** Shows a toast that hides itself after constants.toastMs. */
export function useToast(): (t: ToastInput) => void {
  return useContext(ToastContext);
}

function ToastView({ item, onDone }: { item: ToastItem; onDone: (id: number) => void }) {
  useEffect(() => {
    const id = window.setTimeout(() => onDone(item.id), item.durationMs);
    return () => window.clearTimeout(id);
  }, [item.id, item.shownAt, item.durationMs, onDone]);
  return (
    <div className={`toast toast--${item.variant}`} role={item.variant === 'error' ? 'alert' : 'status'}>
      <span className="toast__message">{item.message}</span>
      <button type="button" className="toast__close" onClick={() => onDone(item.id)} aria-label={messages.common.close}>
        ×
      </button>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const remove = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);
  const show = useCallback((t: ToastInput) => {
    const variant = t.variant ?? 'info';
    const durationMs = t.durationMs ?? constants.toastMs;
    setItems((xs) => {
      const same = xs.find((x) => x.message === t.message && x.variant === variant);
      // The same toast again restarts its timer in place; the opposite outcome replaces the older one, and a new error
      // the error before it (one screen, one error: issue 41 item 24).
      if (same) return xs.map((x) => (x === same ? { ...x, about: t.about, durationMs: Math.max(x.durationMs, durationMs), shownAt: next.current++ } : x));
      const kept = xs.filter((x) => x.variant !== opposite[variant] && !(variant === 'error' && x.variant === 'error'));
      return [...kept, { id: next.current++, shownAt: 0, message: t.message, variant, durationMs, about: t.about }];
    });
  }, []);
  const clear = useCallback(() => setItems([]), []);
  const dismiss = useCallback((about: string, current?: string) => {
    // Unchanged when nothing goes: callers run this from effects.
    setItems((xs) => (xs.some((x) => x.about === about && x.message !== current) ? xs.filter((x) => x.about !== about || x.message === current) : xs));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ClearContext.Provider value={clear}>
        <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      </ClearContext.Provider>
      <div className="toast-region" role="region" aria-live="polite" aria-label={messages.common.notifications}>
        {items.map((item) => (
          <ToastView key={item.id} item={item} onDone={remove} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
