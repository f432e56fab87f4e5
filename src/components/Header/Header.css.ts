import { globalStyle, style } from '@vanilla-extract/css';
import { scale, vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/breakpoints.ts';
import { rowList } from '../../styles/shapes.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `${scale.border.hairline} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space['4'],
  minHeight: '4rem',
});

export const logo = style({ display: 'inline-flex', flexShrink: 1, minWidth: 0, marginInlineEnd: 'auto' });

export const desktopNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', marginInlineEnd: scale.space['4'] } },
});

export const navList = style(rowList(scale.space['1'], 'centered'));

export const navItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space['1'],
  minHeight: scale.controlHeight.medium,
  paddingInline: scale.space['3'],
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.textPrimary,
  fontWeight: scale.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
});

export const dropdownTrigger = style([
  navItem,
  {
    anchorName: '--services-trigger',
  },
]);

export const dropdown = style({
  position: 'absolute',
  inset: 'auto',
  positionAnchor: '--services-trigger',
  top: 'anchor(bottom)',
  left: 'anchor(left)',
  margin: 0,
  marginTop: scale.space['2'],
  minWidth: '16rem',
  padding: scale.space['2'],
  border: `${scale.border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.textPrimary,
  boxShadow: scale.shadow.raised,
  '@supports': {
    // Without anchor positioning, park the menu under the header instead of mid-screen.
    'not (anchor-name: --a)': { position: 'fixed', top: '4.5rem', left: scale.layout.gutter },
  },
});

export const dropdownList = style({ listStyle: 'none', padding: 0, display: 'grid' });

export const dropdownLink = style({
  display: 'block',
  padding: `${scale.space['2']} ${scale.space['3']}`,
  borderRadius: vars.radius.control,
  color: vars.color.textPrimary,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
});

export const menuButton = style([
  navItem,
  {
    paddingInline: scale.space['2'],
    '@media': { [media.desktop]: { display: 'none' } },
  },
]);

export const mobileMenu = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: '85%',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: scale.space['4'],
  border: 0,
  background: vars.color.surface,
  color: vars.color.textPrimary,
  boxShadow: scale.shadow.raised,
  overflowY: 'auto',
  transform: 'translateX(100%)',
  transition: `transform ${scale.motion.slide} ease-out, overlay ${scale.motion.slide} allow-discrete, display ${scale.motion.slide} allow-discrete`,
  selectors: {
    '&[open]': { transform: 'none', '@starting-style': { transform: 'translateX(100%)' } },
    '&::backdrop': { background: scale.backdrop },
  },
});

export const mobileMenuTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBlockEnd: scale.space['4'],
});

export const mobileList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: scale.space['1'],
  marginBlockEnd: scale.space['6'],
});

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: scale.controlHeight.large,
  paddingInline: scale.space['3'],
  borderRadius: vars.radius.control,
  color: vars.color.textPrimary,
  fontWeight: scale.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&::-webkit-details-marker': { display: 'none' },
  },
});

export const mobileSubList = style({
  listStyle: 'none',
  padding: 0,
  paddingInlineStart: scale.space['4'],
  display: 'grid',
});

export const closeButton = style([navItem, { paddingInline: scale.space['2'] }]);

// The chevron points up while its menu is open.
globalStyle(`${dropdownTrigger}:has(+ :popover-open) svg, details[open] > ${mobileLink} svg`, {
  transform: 'rotate(180deg)',
});
