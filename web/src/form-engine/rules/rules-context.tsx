import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { FormPage, Item } from '@portal/shared/form-model/definition';
import { evaluateRules, type RuleContext, type RuleEffects } from '@portal/shared/rules/evaluate-rules';

/**
 * The tenant rules in the React form (shared/src/rules): the effects of the page's rules for the current values,
 * re-evaluated on every value change by one watcher, published only when what they change on screen changes (so a
 * keystroke re-renders nothing else). The server evaluates the same rules on save.
 */
const Ctx = createContext<RuleEffects | undefined>(undefined);

export function RulesProvider({ value, children }: { value: RuleEffects | undefined; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The page's rule effects (undefined on a page without rules). */
export const useRules = (): RuleEffects | undefined => useContext(Ctx);

/** What the rendered form depends on: equal keys, equal screens (errors are the resolver's business). */
export function screenKey(fx: RuleEffects): string {
  const { errors: _errors, ...rest } = fx;
  return JSON.stringify(rest);
}

/** Watches every value and reports the effects when they change what is on screen (`current`). Renders nothing. */
export function RulesWatcher({
  page,
  control,
  context,
  current,
  onChange,
}: {
  page: FormPage;
  control: Control<FieldValues>;
  context: RuleContext;
  current: RuleEffects | undefined;
  onChange: (fx: RuleEffects) => void;
}) {
  const values = useWatch({ control }) as Record<string, unknown>;
  const currentKey = useMemo(() => (current ? screenKey(current) : undefined), [current]);
  useEffect(() => {
    const fx = evaluateRules(page.rules, page, values, context);
    if (screenKey(fx) !== currentKey) onChange(fx);
  }, [page, values, context, currentKey, onChange]);
  return null;
}

/** An item's options as the rules offer them at `path` (a row's concrete path), or the item itself. */
export function withRuleOptions(item: Item, path: string, fx: RuleEffects | undefined): Item {
  const allowed = fx?.options[path];
  if (!allowed || !item.options) return item;
  return { ...item, options: item.options.filter((o) => allowed.includes(o.id)) };
}
