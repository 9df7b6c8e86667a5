import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { FormProvider, get, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The page form's methods and errors for the engine's fields, without react-hook-form's per-render formState.
 *
 * RHF's FormProvider gives its consumers a new value whenever formState changes, which is every render of the form:
 * each field that called useFormContext() rendered a second time after mount. useFormState() per field (one
 * subscription, state and formState copy each) was the next largest cost of a 300-field page (npm run bench, render).
 * Here the methods object (stable for the form's life) has its own context, and every field's error message is read
 * from one subscription to the form's errors: a field re-renders only when its own message changes.
 *
 * So a reset() with new values must pass keepFieldsRef: true (RHF then writes the values into the mounted inputs);
 * without it RHF drops its input registry and waits for every field to render again.
 */
interface ErrorStore {
  subscribe(listener: () => void): () => void;
  /** The message of one value's error; a field array's own error sits under '.root'. */
  message(name: string): string | undefined;
}

interface FormMethods {
  methods: UseFormReturn<FieldValues>;
  errors: ErrorStore;
}

const Ctx = createContext<FormMethods | null>(null);

function errorStore(methods: UseFormReturn<FieldValues>): ErrorStore {
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      // One RHF subscription for the whole page, held while any field listens.
      unsubscribe ??= methods.subscribe({ formState: { errors: true }, callback: () => listeners.forEach((l) => l()) });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
    // The form's live errors (not a render's copy). Every field asks on each render and once more when it mounts,
    // and a page without errors (the usual case) answers at once.
    message(name) {
      const errors = methods.control._formState.errors;
      for (const _ in errors) {
        const at = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
        return at?.message ?? at?.root?.message;
      }
      return undefined;
    },
  };
}

/** RHF's FormProvider (for useWatch, useFieldArray and the like) plus the engine's stable methods and error store. */
export function FormMethodsProvider<T extends FieldValues>({ methods, children }: { methods: UseFormReturn<T>; children: ReactNode }) {
  const m = methods as unknown as UseFormReturn<FieldValues>;
  // The useForm() result is one object for the form's life; its control identifies it.
  const value = useMemo(() => ({ methods: m, errors: errorStore(m) }), [m.control]);
  return (
    <FormProvider {...methods}>
      <Ctx.Provider value={value}>{children}</Ctx.Provider>
    </FormProvider>
  );
}

function useCtx(): FormMethods {
  const v = useContext(Ctx);
  if (!v) throw new Error('useFormMethods outside FormMethodsProvider');
  return v;
}

/** register, setValue, getValues, trigger… of the page form; does not re-render when the form's state changes. */
export function useFormMethods(): UseFormReturn<FieldValues> {
  return useCtx().methods;
}

/** The error message of one form value; re-renders when that message changes. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useCtx();
  return useSyncExternalStore(errors.subscribe, () => errors.message(name));
}

const SEP = '\u0000';

/** Errors of several values (composite fields). */
export function useFieldErrors(names: string[]): (string | undefined)[] {
  const { errors } = useCtx();
  const key = names.join(SEP);
  // A string snapshot: equal messages give an equal snapshot, so nothing re-renders for another field's error.
  const snapshot = useCallback(() => key.split(SEP).map((n) => errors.message(n) ?? '').join(SEP), [errors, key]);
  const joined = useSyncExternalStore(errors.subscribe, snapshot);
  return useMemo(() => joined.split(SEP).map((m) => m || undefined), [joined]);
}
