import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Without a Korean font Chromium draws every Hangul syllable as the same empty box, and every screenshot of the
 * suites shows nothing of the UI. Distinct syllables drawn in the page's own font must give distinct pixels.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Korean text', () => {
  it('draws Hangul syllables as distinct glyphs in the page font (a Korean font is installed)', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo'));
    await page.getByText('채용공고', { exact: true }).first().waitFor();
    const drawn = await page.evaluate(() => {
      const font = `32px ${getComputedStyle(document.body).fontFamily}`;
      const draw = (text: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 48;
        canvas.height = 48;
        const g = canvas.getContext('2d')!;
        g.font = font;
        g.fillStyle = '#000';
        g.fillText(text, 4, 38);
        const pixels = g.getImageData(0, 0, 48, 48).data;
        let inked = 0;
        let hash = 0;
        for (let i = 3; i < pixels.length; i += 4) {
          if (pixels[i]! > 0) inked++;
          hash = (hash * 31 + pixels[i]!) | 0;
        }
        return { inked, hash };
      };
      return ['가', '힣', '채'].map(draw);
    });
    for (const glyph of drawn) expect(glyph.inked, 'a syllable draws no ink').toBeGreaterThan(20);
    expect(new Set(drawn.map((g) => g.hash)).size, 'Hangul syllables are drawn as one box: no Korean font (fonts-noto-cjk)').toBe(3);
  });
});
