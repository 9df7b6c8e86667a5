import { useEffect } from 'react';

/** 2.14 / part 2 2.19: the preview prints with a 10 mm vertical page margin. */
export const PRINT_PAGE_RULE = '@page { margin-top: 10mm; margin-bottom: 10mm; }';

/**
 * Adds the preview's @page rule while the preview is on screen. A rule in the stylesheet would change the margins
 * of every printed page of the site (the CSS is one bundle), and @page cannot be scoped by a selector.
 */
export function usePrintPageMargins(): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.printMargins = 'preview';
    style.textContent = PRINT_PAGE_RULE;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}
