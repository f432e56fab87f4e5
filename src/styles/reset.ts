/**
 * The page-wide reset: box sizing, the body's type and colours, margins, media, links, form
 * controls, the focus ring and reduced motion. BaseLayout.astro writes it as the page's first
 * stylesheet, once, so every component's and island's styles come after it and override it
 * without a fight over order. (As `globalStyle` calls in a .css.ts module it shipped wherever a
 * module of that file was imported: inline and again inside an island's stylesheet, after others.)
 * Its values are the theme contract's variables, as every other style's.
 */
import { RESET_SIGNATURE } from './resetMark.ts';
import { scale, vars } from './theme.css.ts';

/** The reset as the page's `<style>` text (written as the CSS minifier would write it). */
export const RESET_CSS = [
  RESET_SIGNATURE,
  `html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:${scale.space['16']}}`,
  'html:has(dialog[open]){overflow:hidden}',
  // Another offer view hidden by markup (offerViewsHide.inline.ts) stays hidden whatever a class
  // says, with or without the offer views' stylesheet: this rule is inline and cannot fail to load.
  '[data-c][hidden],[data-nc][hidden],[data-p][hidden]{display:none!important}',
  `body{font-family:${vars.font.body};font-size:${scale.fontSize.md};line-height:${scale.lineHeight.normal};` +
    `color:${vars.color.textPrimary};background:${vars.color.surface};-webkit-font-smoothing:antialiased;` +
    // Short pages (404, error) keep their footer at the bottom of the window.
    'flex-direction:column;min-height:100dvh;margin:0;display:flex}',
  'main{flex:1 0 auto}',
  `h1,h2,h3,h4{font-family:${vars.font.heading};line-height:${scale.lineHeight.tight};text-wrap:balance;margin:0}`,
  'p,ul,ol,dl,dd,figure,blockquote{margin:0}',
  'img,svg{max-width:100%;display:block}',
  'img{height:auto}',
  `a{color:${vars.color.brandStrong};text-underline-offset:.15em}`,
  'button,input,select,textarea{font:inherit;color:inherit}',
  `:focus-visible{outline:${scale.border.focus} solid ${vars.color.focusRing};outline-offset:2px}`,
  '@media (prefers-reduced-motion:reduce){*{transition-duration:.01ms!important;animation-duration:.01ms!important}}',
].join('');
