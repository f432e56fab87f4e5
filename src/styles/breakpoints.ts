/**
 * Named breakpoints: the viewport widths at which layouts change (mobile first, `min-width`).
 * Media queries cannot read CSS variables, so these are plain values for `.css.ts` files:
 * `'@media': { [media.desktop]: { … } }`.
 */
export const breakpoints = {
  /** 480px: two short form fields side by side. */
  small: '30rem',
  /** 640px: a form's fields and button in one row. */
  medium: '40rem',
  /** 768px: two content columns (directory, checkout card). */
  tablet: '48rem',
  /** 832px: the deal page's hero and zip lookup split into two columns. */
  split: '52rem',
  /** 960px: full header navigation, sidebars (hub, legal table of contents). */
  desktop: '60rem',
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: …)` for each breakpoint: from that width up. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `(min-width: ${width})`]),
) as Record<Breakpoint, string>;

/** `(max-width: …)` for each breakpoint: up to that width (for the rare narrow-only rule). */
export const upTo = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `(max-width: ${width})`]),
) as Record<Breakpoint, string>;
