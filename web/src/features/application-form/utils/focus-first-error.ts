/** What counts as an error on the form: an invalid control, or an error line of a field, group or section. */
const ERROR = '[aria-invalid="true"], .fe-error';
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Focuses the first error in document order and scrolls it to the middle of the viewport, clear of the sticky
 * header above and the action bar and toasts below (issue 15 item 4). react-hook-form's own focus follows the order
 * fields registered in, which skips errors without a registered input (a group without rows, a picker) and can land
 * on a later one. An error line without a control of its own focuses the first control of its field or block.
 */
export function focusFirstError(root: HTMLElement | null): boolean {
  const first = root?.querySelector<HTMLElement>(ERROR);
  if (!first) return false;
  let target = first;
  if (!first.matches('[aria-invalid="true"]')) {
    const block = first.closest<HTMLElement>('.fe-field, .fe-detail, .fe-section');
    target = block?.querySelector<HTMLElement>(FOCUSABLE) ?? first;
    if (target === first && !first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
  }
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
