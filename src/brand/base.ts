/**
 * What every brand shares unless its file says otherwise (the way braid's themes are made from
 * base tokens plus a theme's own): the neutral colours, the body font and the consent banner.
 * `defineBrand` (schema.ts) fills a brand file's gaps from here, so a brand file holds only what
 * makes the brand different.
 */

/** Neutral colour tokens: text, surfaces, borders and focus, the same on every brand. */
export const baseColors = {
  onBrand: '#ffffff',
  textPrimary: '#1c1917',
  textSecondary: '#57534e',
  textSuccess: '#15803d',
  textCritical: '#b91c1c',
  textDisabled: '#78716c',
  surface: '#ffffff',
  surfaceAlt: '#f5f5f4',
  textInvert: '#ffffff',
  border: '#d6d3d1',
  focusRing: '#2563eb',
} as const;

/** The system font stack: body text everywhere, and headings unless a brand picks its own. */
export const baseFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The consent banner every brand shows unless its file changes a part of it. Its words are
 * src/content/pages/chrome.yaml `cookieBanner` (a brand's own in brands/<brand>/chrome.yaml).
 */
export const baseConsent = { enabled: true, mode: 'opt-out' } as const;
