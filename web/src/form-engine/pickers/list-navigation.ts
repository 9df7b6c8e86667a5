import type { KeyboardEvent } from 'react';

/** Marks the choosable buttons of a picker so that arrow keys can move between them. */
export const OPTION_ATTR = 'data-picker-option';

/**
 * Arrow keys inside a picker: Down/Up move between the option buttons (from the search box, Down enters the
 * list), Home/End jump to the ends. Enter and Space are the buttons' own activation.
 */
export function onListKeyDown(e: KeyboardEvent<HTMLElement>): void {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
  const target = e.target as HTMLElement;
  const inOption = target.hasAttribute(OPTION_ATTR);
  // Outside the list only Down enters it (Home/End/Up keep their meaning in the search box).
  if (!inOption && e.key !== 'ArrowDown') return;
  const options = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(`[${OPTION_ATTR}]`));
  if (options.length === 0) return;
  const at = inOption ? options.indexOf(target) : -1;
  const next =
    e.key === 'Home' ? 0 : e.key === 'End' ? options.length - 1 : e.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : Math.max(at - 1, 0);
  e.preventDefault();
  options[next]!.focus();
}
