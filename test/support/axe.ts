import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// The axe-core build @axe-core/playwright itself runs (same rules, same version).
const require = createRequire(import.meta.url);
const axeSource = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.1 A and AA
 * rules), each as 'rule: target' so a failure names what to fix. Moderate and minor findings are not counted.
 * axe runs in the page itself, injected once per document: AxeBuilder injects it on every call and finishes each
 * run in a page of its own, some 3 s a call on a busy machine against 0.3 s here. The SPA has no frames (its rich
 * text drops iframes), so the main document is the whole page.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(ctx: Document, options: object): Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
