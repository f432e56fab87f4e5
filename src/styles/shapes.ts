import { scale, vars } from './theme.css.ts';

/*
 * Style shapes that several components share: spread one into a component's style, e.g.
 * `style({ ...headingText(scale.fontSize.xl, scale.lineHeight.snug) })`, so the look has one home
 * and a component adds only what is its own. Each keeps its properties in the order the components
 * wrote them, so the stylesheet is the same as before they were shared.
 */

/** A page or section introduction: a column of its heading and lead, set off from what follows. */
export function introBlock(maxWidth: string) {
  return { display: 'grid', gap: scale.space['3'], maxWidth, marginBlockEnd: scale.space['8'] } as const;
}

/** A heading in the brand's heading font, with no margin of its own. */
export function headingText(fontSize: string, lineHeight: string) {
  return { margin: 0, fontFamily: vars.font.heading, fontSize, lineHeight, color: vars.color.textPrimary } as const;
}

/** A figure (a price, a rate) in the heading font, semibold. */
export function figureText(fontSize: string) {
  return {
    fontFamily: vars.font.heading,
    fontSize,
    fontWeight: scale.fontWeight.semibold,
    color: vars.color.textPrimary,
  } as const;
}

/**
 * A call-to-action panel on the brand's soft tint: its items stacked `gap` apart, at the start;
 * `gridTemplateColumns` sets its column (e.g. minmax(0, 1fr), so a long button wraps).
 */
export function brandPanel(gap: keyof typeof scale.space, gridTemplateColumns?: string) {
  return {
    display: 'grid',
    ...(gridTemplateColumns ? { gridTemplateColumns } : {}),
    gap: scale.space[gap],
    justifyItems: 'start',
    padding: `clamp(${scale.space['5']}, 4vw, ${scale.space['8']})`,
    borderRadius: vars.radius.card,
    background: vars.color.brandSoft,
  } as const;
}

/** The box of a form control (text input, select): the hairline border and the page surface. */
export function controlBox() {
  return {
    paddingInline: scale.space['3'],
    borderRadius: vars.radius.control,
    border: `${scale.border.hairline} solid ${vars.color.textSecondary}`,
    background: vars.color.surface,
    color: vars.color.textPrimary,
  } as const;
}

/** Secondary small text: a note, a label, a caption. */
export function noteText() {
  return { fontSize: scale.fontSize.sm, color: vars.color.textSecondary } as const;
}

/** A row of items that wraps onto more lines, `gap` apart (optionally aligned across the row). */
export function wrapRow(gap: string, alignItems?: 'center' | 'baseline') {
  return { display: 'flex', flexWrap: 'wrap', ...(alignItems ? { alignItems } : {}), gap } as const;
}

/** A message centred in its column (a not-found or error screen, a closing call to action). */
export function centredStack(gap: keyof typeof scale.space) {
  return { display: 'grid', gap: scale.space[gap], justifyItems: 'center', textAlign: 'center' } as const;
}

/** A rounded panel on a tint (`background`), its items stacked `gap` apart. */
export function tintedPanel(gap: keyof typeof scale.space, padding: string, background: string) {
  return { display: 'grid', gap: scale.space[gap], padding, borderRadius: vars.radius.card, background } as const;
}

/** A table's cell (th, td): text at the start and the top, padded, a hairline below. */
export function tableCell() {
  return {
    textAlign: 'start',
    verticalAlign: 'top',
    padding: `${scale.space['2']} ${scale.space['3']}`,
    borderBlockEnd: `${scale.border.hairline} solid ${vars.color.border}`,
  } as const;
}

/**
 * A small rounded box on a tint (a logo plate, a badge, a notice under a form): `padding` is its
 * inner space, `{ padding }` on every side or `{ paddingInline }` for a one-line badge.
 */
export function roundedTint(
  padding: { padding: string } | { paddingInline: string },
  borderRadius: string,
  background: string,
) {
  return { ...padding, borderRadius, background } as const;
}

/** A note set off by the brand's bar at its start, on the brand's soft tint (a callout, a notice). */
export function brandCallout(padding: string) {
  return { padding, borderInlineStart: `4px solid ${vars.color.brand}`, background: vars.color.brandSoft } as const;
}

/** A list (<ul>) laid out as a row `gap` apart, without markers or indent; `wrap` lets it run onto more lines. */
export function rowList(gap: string, layout: 'wrap' | 'centered') {
  const line = layout === 'wrap' ? { flexWrap: 'wrap' } : { alignItems: 'center' };
  return { display: 'flex', ...line, gap, listStyle: 'none', padding: 0 } as const;
}

/** A part set off from what is above it by a hairline rule, `space` below the rule (a total, a plan line). */
export function ruledAbove(space: string) {
  return { paddingBlockStart: space, borderBlockStart: `${scale.border.hairline} solid ${vars.color.border}` } as const;
}
