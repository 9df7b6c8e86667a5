import { constants } from '@portal/shared/constants';
import type { Company } from '@portal/shared/schemas/company';

/**
 * Tenant theming (issue 15 item 17): the tenant's brand colour (company.theme.primary) becomes the site's
 * `--brand-*` variables and Primer's accent, primary-button, checked-control and focus tokens, so buttons, links,
 * the stepper and focus rings all follow it. The header logo gets a light plate when it would lack contrast.
 */

type Rgb = readonly [number, number, number];

/** The header backgrounds of `headerColor` (global.css .site-header, .site-header--black). */
export const headerBackground = { white: '#ffffff', black: '#111317' } as const;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** c mixed towards `to` by t (0 = c, 1 = to). */
const mix = (c: Rgb, to: Rgb, t: number): Rgb => [0, 1, 2].map((i) => c[i]! + (to[i]! - c[i]!) * t) as unknown as Rgb;

/** WCAG 2.x relative luminance. */
function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#RRGGBB' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first of `c` darkened (or lightened) in small steps that reaches `ratio` against `against`. */
function withContrast(c: Rgb, against: string, ratio: number, towards: Rgb): Rgb {
  let out = c;
  for (let t = 0.08; contrastRatio(toHex(out), against) < ratio && t <= 1; t += 0.08) out = mix(c, towards, t);
  return out;
}

/** Logos need 3:1 against the header (WCAG 1.4.11, graphical objects). */
export const LOGO_MIN_CONTRAST = 3;

/**
 * Whether the header shows the logo on a light plate: 'always'/'never' as configured; 'auto' computes the contrast of
 * the logo's dominant colour against the header when the colour is known, and otherwise plates every logo on a black
 * header (most logos are drawn for white paper).
 */
export function needsLogoPlate(company: Pick<Company, 'headerColor' | 'theme'>): boolean {
  const setting = company.theme?.logo_plate ?? 'auto';
  if (setting !== 'auto') return setting === 'always';
  const logo = company.theme?.logo_color;
  if (logo) return contrastRatio(logo, headerBackground[company.headerColor]) < LOGO_MIN_CONTRAST;
  return company.headerColor === 'black';
}

/**
 * The CSS variables of a tenant's brand colour. The colour is darkened where needed so white text on it and it as
 * text on white keep 4.5:1 (WCAG 1.4.3); the dark-header variant is lightened to 4.5:1 against the black header.
 */
export function themeVariables(company: Pick<Company, 'theme'>): Record<string, string> {
  const base = parseHex(company.theme?.primary ?? constants.colors.primary);
  const primary = withContrast(base, '#ffffff', 4.5, BLACK);
  const dark = mix(primary, BLACK, 0.2);
  const darker = mix(primary, BLACK, 0.3);
  const p = toHex(primary);
  return {
    '--brand-primary': p,
    '--brand-primary-dark': toHex(dark),
    '--brand-primary-soft': toHex(mix(primary, WHITE, 0.9)),
    '--brand-primary-shadow': `${p}1f`,
    '--brand-on-dark': toHex(withContrast(mix(primary, WHITE, 0.45), headerBackground.black, 4.5, WHITE)),
    // Primer's tokens: accent (links, selected items, checked controls) and the primary button.
    '--fgColor-accent': p,
    '--fgColor-link': p,
    '--bgColor-accent-emphasis': p,
    '--bgColor-accent-muted': toHex(mix(primary, WHITE, 0.88)),
    '--borderColor-accent-emphasis': p,
    '--borderColor-accent-muted': `${p}66`,
    '--focus-outlineColor': p,
    '--control-checked-bgColor-rest': p,
    '--control-checked-bgColor-hover': toHex(dark),
    '--control-checked-bgColor-active': toHex(darker),
    '--button-primary-bgColor-rest': p,
    '--button-primary-bgColor-hover': toHex(dark),
    '--button-primary-bgColor-active': toHex(darker),
    '--button-primary-bgColor-disabled': toHex(mix(primary, WHITE, 0.55)),
  };
}

/**
 * The style sheet that applies them: on :root for the site's own rules, and on Primer's theme element with the same
 * selector as Primer's light theme (inserted later in the document, so it wins) for Primer's components.
 */
export function themeStyleSheet(company: Pick<Company, 'theme'>): string {
  const body = Object.entries(themeVariables(company))
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  return `:root,\n[data-color-mode="light"][data-light-theme="light"],\n[data-color-mode="auto"][data-light-theme="light"] {\n${body}\n}`;
}

export const THEME_STYLE_ID = 'tenant-theme';

/** Writes (or replaces) the tenant's theme style element at the end of <head>. */
export function applyTheme(company: Pick<Company, 'theme'>, doc: Document = document): void {
  let el = doc.getElementById(THEME_STYLE_ID);
  if (!el) {
    el = doc.createElement('style');
    el.id = THEME_STYLE_ID;
  }
  el.textContent = themeStyleSheet(company);
  // Last in <head>: after the bundled sheets, so equal-specificity rules here win.
  doc.head.appendChild(el);
}
