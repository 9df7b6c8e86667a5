import type { Page } from 'playwright-core';

type Logged = { __focusLog: string[] };

/**
 * Records, in the page, where the focus goes from here on (each focusout: what lost it, what took it, whether the
 * element was still in the document, disabled or hidden), window blurs, resizes and the test's own marks: the evidence
 * a keyboard test prints when the focus is not where it should be.
 */
export async function recordFocusMoves(page: Page): Promise<{ mark(step: string): Promise<void>; moves(): Promise<string[]> }> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as Logged).__focusLog = log;
    const name = (el: Element | null) => (el instanceof HTMLElement ? (el.dataset.testid ?? el.id) || el.tagName : String(el?.tagName));
    const at = () => performance.now().toFixed(0);
    document.addEventListener(
      'focusout',
      (e) => {
        const lost = e.target as HTMLElement;
        // Read after the move, as the page is then.
        setTimeout(() => {
          const hidden = [] as string[];
          for (let el: HTMLElement | null = lost; el; el = el.parentElement) if (getComputedStyle(el).display === 'none') hidden.push(`${el.tagName}.${el.className}`);
          log.push(`${at()} ${name(lost)} → ${name(e.relatedTarget as Element | null)} (active ${name(document.activeElement)}, connected ${lost.isConnected}, disabled ${(lost as HTMLInputElement).disabled}, hidden [${hidden.join(' ')}])`);
        });
      },
      true,
    );
    window.addEventListener('blur', () => log.push(`${at()} window blur`));
    window.addEventListener('resize', () => log.push(`${at()} resize ${innerWidth}x${innerHeight}`));
  });
  return {
    mark: (step) => page.evaluate((s) => void (window as unknown as Logged).__focusLog.push(`${performance.now().toFixed(0)} ${s}`), step),
    moves: () => page.evaluate(() => (window as unknown as Logged).__focusLog),
  };
}
