import type { KeyboardEvent } from 'react';

/** Enter is blocked in single-line inputs (spec 5 'Input behaviour'). */
export function blockEnter(e: KeyboardEvent<HTMLInputElement>): void {
  if (e.key === 'Enter') e.preventDefault();
}

/**
 * Enter in a field that ends a step (the password, a verification code) does what the step's button does, instead of
 * nothing (issue 15 item 19); elsewhere Enter stays blocked. A composing IME (Korean input) keeps its Enter.
 */
export function enterRuns(action: (input: HTMLInputElement) => void) {
  return (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    action(e.currentTarget);
  };
}

/** Number inputs: only digits (and one separator for floats) and editing keys. */
export function blockNonNumeric(allowDecimal: boolean) {
  return (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'Enter') {
      e.preventDefault();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || e.key.length > 1) return;
    if (/\d/.test(e.key)) return;
    if (allowDecimal && (e.key === '.' || e.key === ',' || e.key === '-')) return;
    e.preventDefault();
  };
}

/** Paste and drop are refused where the item asks for it (spec 5: isblockcopiedpaste 'Y'). */
export const blockPasteProps = {
  onPaste: (e: { preventDefault(): void }) => e.preventDefault(),
  onDrop: (e: { preventDefault(): void }) => e.preventDefault(),
};

/** The wheel does not change numbers: the input loses focus instead. */
export function blurOnWheel(e: { currentTarget: HTMLElement }): void {
  e.currentTarget.blur();
}
