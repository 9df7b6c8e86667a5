import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { constants, messages } from '@portal/shared';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  message: string;
  variant?: ToastVariant;
  /** Defaults to constants.toastMs (errors that must stay longer pass constants.errorSnackbarMs). */
  durationMs?: number;
}

interface ToastItem extends Required<ToastInput> {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

/** Shows a toast that hides itself after constants.toastMs. */
export function useToast(): (t: ToastInput) => void {
  return useContext(ToastContext);
}

function ToastView({ item, onDone }: { item: ToastItem; onDone: (id: number) => void }) {
  useEffect(() => {
    const id = window.setTimeout(() => onDone(item.id), item.durationMs);
    return () => window.clearTimeout(id);
  }, [item, onDone]);
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
    const item: ToastItem = {
      id: next.current++,
      message: t.message,
      variant: t.variant ?? 'info',
      durationMs: t.durationMs ?? constants.toastMs,
    };
    setItems((xs) => [...xs, item]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" aria-live="polite" aria-label={messages.common.notifications}>
        {items.map((item) => (
          <ToastView key={item.id} item={item} onDone={remove} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
