/**
 * The consent banner (vanilla-cookieconsent 3), inserted by the telemetry loader only on brands
 * that show one, when the visitor has not chosen yet and sent neither Do Not Sell nor GPC.
 * Categories: necessary (always), analytics, marketing; the brand's `cookieConsent.mode` picks
 * opt-in (nothing non-essential before Accept) or opt-out (on until the visitor rejects).
 * The choice is mirrored in the small `publicweb_consent` cookie (consentState.ts) that the head
 * script reads before the next page paints.
 */
import type { consentWords } from '../copy/chrome.ts';
import * as CookieConsent from 'vanilla-cookieconsent';
// Its stylesheet as a file URL, linked only when the banner loads (a plain CSS import would put it in every page's CSS).
import stylesheet from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
// The bar's phone layout (one line and one row of buttons), linked with it.
import compactStylesheet from './consentBar.css?url';
import { CONSENT_RECORD_KEY } from '../domain/storageKeys.ts';
import { recordConsent, type Category } from './consentState.ts';

/**
 * Keeps the bottom of the page (the checkout's pay button) reachable above the banner, and every
 * focused field or button above it (WCAG 2.2 2.4.11): the browser scrolls what gets focus, or is
 * scrolled into view, clear of the scroll padding.
 */
function reserveSpace(modal: HTMLElement | null): void {
  const height = modal ? Math.ceil(modal.getBoundingClientRect().height) : null;
  document.body.style.paddingBottom = height === null ? '' : `${height}px`;
  document.documentElement.style.scrollPaddingBottom = height === null ? '' : `${height + FOCUS_ROOM}px`;
  if (modal) keepRevealed();
}

/**
 * Room kept above the bar when the browser scrolls to what gets focus: WebKit scrolls a text field
 * only until its line of text clears the scroll padding, so the field's lower padding, border and
 * focus ring (about 20 px) need room of their own; other engines then leave a small gap.
 */
const FOCUS_ROOM = 24;

/** Whether the bar is on screen (the library marks <html> while it is). */
const barShown = () => document.documentElement.classList.contains('show--consent');

/**
 * The space follows the bar's height for as long as it is shown, from its first frame: the
 * library reports the bar "ready" before it is in the page (0 px tall then), so the space
 * is measured when it shows and again whenever its height changes (its text wraps on a narrow
 * screen, the window turns). A ResizeObserver runs after layout and before paint, so no frame has
 * the bar without its space.
 */
function followHeight(modal: HTMLElement): void {
  const follow = new ResizeObserver(() => {
    if (barShown()) reserveSpace(modal);
  });
  follow.observe(modal);
  // The page's height changes when something above a focused control takes or gives room.
  follow.observe(document.body);
}

/** What had focus before it moved into the bar: focus goes back there after a choice or Escape. */
let focusBefore: HTMLElement | null = null;

/**
 * Focus leaves the bar (after a choice, or on Escape) for where the visitor was (or the main
 * content when they came from the skip link or from nowhere), never <body>.
 */
function leaveBar(): void {
  const skipLink = document.querySelector('a[href="#main"]');
  const target = focusBefore?.isConnected && focusBefore !== skipLink ? focusBefore : document.getElementById('main');
  target?.focus({ preventScroll: false });
}

/** After a choice the bar is gone; focus, if it was in the bar, goes back into the page. */
function returnFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('#cc-main')) return;
  leaveBar();
}

/**
 * The bar is a non-modal region: the library keeps Tab and Shift+Tab cycling inside its
 * buttons (a keyboard user had to choose before reaching the page), so a Tab from the bar is taken
 * before the library sees it and left to the browser, which moves on into the page (or back to the
 * skip link); Escape leaves the bar without deciding. The preferences dialog stays modal.
 */
function nonModal(modal: HTMLElement): void {
  document.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof Node) || !modal.contains(event.target) || !barShown()) return;
      if (event.key === 'Tab') event.stopPropagation();
      else if (event.key === 'Escape') {
        event.stopPropagation();
        leaveBar();
      }
    },
    true,
  );
}

/**
 * Early in the tab order (right after the skip link), not after the whole page: a keyboard visitor
 * meets the bar at once instead of after every field. The library appends its root to
 * <body> when it first shows the bar.
 */
function placeEarly(): void {
  const root = document.getElementById('cc-main');
  const skipLink = document.querySelector('a[href="#main"]');
  if (root && skipLink?.parentElement === document.body && skipLink.nextElementSibling !== root) skipLink.after(root);
}

/** The brand's banner settings, from BaseLayout's `#pw-consent` template (no brand module here). */
const settings = (document.getElementById('pw-consent') as HTMLTemplateElement).dataset;
/** src/content/pages/chrome.yaml `cookieBanner` as BaseLayout gives it (src/copy/chrome.ts `consentWords`). */
type BannerWords = ReturnType<typeof consentWords>['banner'];
/** The banner's words, src/content/pages/chrome.yaml `cookieBanner` (BaseLayout puts them in the template). */
const words = JSON.parse(settings['words'] ?? '{}') as BannerWords;
const section = (category: 'necessary' | 'analytics' | 'marketing') => ({
  ...words[category],
  linkedCategory: category,
});

const links = [stylesheet, compactStylesheet].map((href) =>
  Object.assign(document.createElement('link'), { rel: 'stylesheet', href }),
);
// The bar is shown only once its styles apply: placed early in <body> (placeEarly) without them, it
// would sit in the page's flow for a moment and push the whole page down (a layout shift).
const styled = Promise.all(
  links.map(
    (link) =>
      new Promise<void>((settle) => {
        link.onload = link.onerror = () => settle();
      }),
  ),
);
document.head.append(...links);
await styled;

/** The consent bar's element, once the library has made it. */
let bar: HTMLElement | null = null;

/** How far a focus ring reaches outside its control (the site draws it as an outline). */
function ringOf(element: HTMLElement): number {
  const style = getComputedStyle(element);
  if (style.outlineStyle === 'none') return 0;
  return (parseFloat(style.outlineWidth) || 0) + Math.max(0, parseFloat(style.outlineOffset) || 0);
}

/**
 * How far the focused control and its focus ring reach under the bar (≤ 0: clear), or null when
 * nothing outside the bar has focus or the control is taller than the room above the bar.
 */
function focusUnder(): { control: HTMLElement; under: number } | null {
  const control = document.activeElement;
  if (!bar || !barShown() || !(control instanceof HTMLElement) || control === document.body) return null;
  if (control.closest('#cc-main')) return null;
  const ring = ringOf(control);
  const box = control.getBoundingClientRect();
  // Where the bar's top is once it is in place: it slides up into place when it appears.
  const barBox = bar.getBoundingClientRect();
  const under = Math.ceil(box.bottom + ring - Math.min(barBox.top, innerHeight - barBox.height));
  return box.top - ring - under >= 0 ? { control, under } : null;
}

/** Scrolls the page so the focused control and its ring are above the bar. */
function reveal(): void {
  const focused = focusUnder();
  if (focused && focused.under > 0) window.scrollBy({ top: focused.under, behavior: 'instant' });
  focusWasClear = true;
}

/** Whether the focused control was clear of the bar when last looked at (its focus, a scroll). */
let focusWasClear = true;

/**
 * A control clear of the bar that a change covered (the bar appeared or grew, or something above
 * the control took room and moved it down) is revealed again; one the visitor scrolled under the
 * bar themselves stays where they put it.
 */
function keepRevealed(): void {
  if (focusWasClear) reveal();
}

/**
 * The scroll padding alone does not keep a focused control clear of the bar in every engine:
 * WebKit scrolls a field reached by Tab only until its line of text clears it (its border and
 * focus ring stay under), and Firefox sometimes leaves a button partly under it. After the
 * browser's own scroll (in the next frame) the page scrolls the rest, so that the whole control and
 * its focus ring are above the bar, by Tab, by a phone keyboard's next-field arrows or by script, and
 * keeps it there while the bar or the page above it changes (keepRevealed). A control taller than
 * the room above the bar is left where the browser put it.
 */
function keepFocusClear(): void {
  document.addEventListener('focusin', (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.closest('#cc-main')) return;
    // WebKit reveals a focused field in its next rendering update, after that frame's callbacks:
    // measured in a task after the frame, the browser's scroll is done in every engine.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (document.activeElement === target) reveal();
      }),
    );
  });
  addEventListener(
    'scroll',
    () => {
      const focused = focusUnder();
      focusWasClear = !focused || focused.under <= 0;
    },
    { passive: true },
  );
}
keepFocusClear();

const onCookie = ({ cookie }: { cookie: CookieConsent.CookieValue }) =>
  recordConsent(cookie.categories.filter((c): c is Category => c === 'analytics' || c === 'marketing'));

void CookieConsent.run({
  mode: settings['mode'] === 'opt-in' ? 'opt-in' : 'opt-out',
  cookie: { name: CONSENT_RECORD_KEY, expiresAfterDays: 365 },
  // Agents never get here; a headless shopper (and our tests) must still be able to choose.
  hideFromBots: false,
  guiOptions: {
    consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true },
    preferencesModal: { layout: 'box' },
  },
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, marketing: {} },
  onConsent: onCookie,
  onChange: onCookie,
  onModalReady: ({ modalName, modal }) => {
    if (modalName !== 'consentModal') return;
    bar = modal;
    followHeight(modal);
    nonModal(modal);
    // The bar never takes focus from what the visitor is doing (typing a card number, moving through
    // the checkout): the library would focus its first element when it shows. It is a non-modal
    // region at the end of the page instead, reached with Tab like everything else.
    modal.setAttribute('aria-modal', 'false');
    const focusTarget = modal.firstElementChild;
    if (focusTarget instanceof HTMLElement && focusTarget.tabIndex === -1) focusTarget.focus = () => undefined;
    placeEarly();
    modal.addEventListener('focusin', (event) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !from.closest('#cc-main')) focusBefore = from;
    });
  },
  onModalHide: ({ modalName }) => {
    if (modalName !== 'consentModal') return;
    reserveSpace(null);
    returnFocus();
  },
  onModalShow: ({ modalName }) => {
    document.getElementById('consent-note')?.remove();
    placeEarly();
    // In the task that shows it, before its first frame (getBoundingClientRect lays it out).
    if (modalName === 'consentModal' && bar) reserveSpace(bar);
  },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: words.title,
          description: settings['message'] ?? '',
          acceptAllBtn: settings['accept'] ?? 'Accept',
          acceptNecessaryBtn: words.reject,
          showPreferencesBtn: words.settings,
        },
        preferencesModal: {
          title: words.settingsTitle,
          acceptAllBtn: words.acceptAll,
          acceptNecessaryBtn: words.rejectAll,
          savePreferencesBtn: words.save,
          closeIconLabel: words.close,
          sections: [section('necessary'), section('analytics'), section('marketing')],
        },
      },
    },
  },
});
