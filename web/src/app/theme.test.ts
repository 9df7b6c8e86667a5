import { describe, expect, it } from 'vitest';
import { testCompany } from '../test-utils.tsx';
import { applyTheme, contrastRatio, needsLogoPlate, THEME_STYLE_ID, themeVariables } from './theme.ts';

// Issue 15 item 17 (spec 2.3 'Header colour white or black'): each tenant's colours everywhere, logos with contrast.
describe('tenant theme (issue 15 item 17)', () => {
  it("puts tenant D's dark logo on a plate on its black header (contrast of the logo colour below 3:1)", () => {
    const d = testCompany({ headerColor: 'black', theme: { primary: '#0369A1', logo_color: '#1F2937' } });
    expect(contrastRatio('#1F2937', '#111317')).toBeLessThan(3);
    expect(needsLogoPlate(d)).toBe(true);
  });

  it('leaves a dark logo bare on a white header, and a light logo bare on a black one', () => {
    expect(needsLogoPlate(testCompany({ headerColor: 'white', theme: { logo_color: '#1F2937' } }))).toBe(false);
    expect(needsLogoPlate(testCompany({ headerColor: 'black', theme: { logo_color: '#F8FAFC' } }))).toBe(false);
  });

  it('plates any logo of unknown colour on a black header by default, and follows logo_plate always/never', () => {
    expect(needsLogoPlate(testCompany({ headerColor: 'black' }))).toBe(true);
    expect(needsLogoPlate(testCompany({ headerColor: 'white' }))).toBe(false);
    expect(needsLogoPlate(testCompany({ headerColor: 'white', theme: { logo_plate: 'always' } }))).toBe(true);
    expect(needsLogoPlate(testCompany({ headerColor: 'black', theme: { logo_plate: 'never' } }))).toBe(false);
  });

  it("derives the brand variables and Primer's accent, button, checked and focus tokens from the tenant colour", () => {
    const vars = themeVariables(testCompany({ theme: { primary: '#C2410C' } }));
    expect(vars['--brand-primary']).toBe('#c2410c');
    for (const token of ['--bgColor-accent-emphasis', '--fgColor-accent', '--button-primary-bgColor-rest', '--focus-outlineColor', '--control-checked-bgColor-rest']) {
      expect(vars[token]).toBe('#c2410c');
    }
  });

  it('uses the portal blue without a tenant colour (darkened a step to 4.5:1 for white text)', () => {
    const p = themeVariables(testCompany())['--brand-primary']!;
    expect(p).toBe('#346cd7');
    expect(contrastRatio(p, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a brand colour too light for white button text until it reaches 4.5:1', () => {
    const p = themeVariables(testCompany({ theme: { primary: '#FACC15' } }))['--brand-primary']!;
    expect(contrastRatio(p, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const onDark = themeVariables(testCompany({ theme: { primary: '#1E40AF' } }))['--brand-on-dark']!;
    expect(contrastRatio(onDark, '#111317')).toBeGreaterThanOrEqual(4.5);
  });

  it('writes one style element last in <head> and replaces it for another tenant', () => {
    applyTheme(testCompany({ theme: { primary: '#0369A1' } }));
    applyTheme(testCompany({ theme: { primary: '#B91C1C' } }));
    const els = document.head.querySelectorAll(`#${THEME_STYLE_ID}`);
    expect(els).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(els[0]);
    expect(els[0]!.textContent).toContain('--brand-primary: #b91c1c;');
    expect(els[0]!.textContent).toContain('[data-color-mode="light"][data-light-theme="light"]');
  });
});
