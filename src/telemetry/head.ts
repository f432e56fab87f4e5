/**
 * The inline head script of every page (spec §2, §9), minified into the HTML by BaseLayout (see
 * inline.ts) so it runs before anything paints. It must be self-contained (it is serialized, not
 * bundled: `KEYS.*` and `CONFIG` are replaced by literals at build time) and tiny (the budgets
 * spec holds it under 1 KB gzip). Before first paint it:
 * - queues global errors and unhandled rejections in `__pw.e` (the loader reports them);
 * - detects agent mode (a path containing /agent, the agent cookie or storage key) and marks <html>;
 * - assigns every experiment from the stable id (`pickVariant`, src/brand/assignment.ts, with the
 *   weights of src/brand/experiments.ts),
 *   persists it in `fecohorts` and marks <html> `data-x-<name>` (agents: control, nothing stored);
 *   a live brand's priced experiment (voucherOption) comes from the kept stable id alone, as the API
 *   computes it (`__pw.i` is that id, the checkout sends it);
 * - captures this visit's utm_* values (the loader stores them once consent allows marketing);
 * - marks <html> `data-consent` when the visitor has chosen (hides the first-paint notice);
 * - schedules the loader: after load, on idle, it inserts the `#pw-loader` template's module script.
 */
import type { TelemetryKeys } from './keys.ts';

declare const KEYS: TelemetryKeys;
/** Experiments, control first, each variant repeated by its weight: `name=a,b,b|name2=…` (inline.ts). */
declare const CONFIG: string;
/**
 * A development brand (staging): QA may pick the cohort by storage, the product's cookie or a
 * preview. On a live brand (false) the minifier drops that code: the cohort is the stable id's.
 */
declare const PICK_COHORT: boolean;
/** The one assignment function (src/brand/assignment.ts), written into the script by inline.ts. */
declare const pickVariant: typeof import('../brand/assignment.ts').pickVariant;

/** What the head script leaves on `window.__pw` for the rest of the site. */
export type HeadState = {
  /** Early `error` and `unhandledrejection` events, in order (the loader reports them). */
  e: (ErrorEvent | PromiseRejectionEvent)[];
  /** Agent mode. */
  a: boolean;
  /** Experiment assignments (name -> variant). */
  x: Record<string, string>;
  /** Experiments shown from a marketer's `?pw_exp=` preview (never logged as exposures). */
  p: Record<string, string>;
  /** This visit's campaign parameters (utm_*), if any. */
  u?: Record<string, string>;
  /**
   * The stable id the experiments were assigned from ('' where storage is blocked): the checkout
   * sends it (agents: none, they see the controls), so the API assigns the same cohort (api/cohorts.ts).
   */
  i: string;
};

// One function by design: inline.ts serializes its body into the page (no bundler, no imports), and
// splitting it would cost bytes of the 1 KB budget.
// eslint-disable-next-line max-lines-per-function
export function head(): void {
  const d = document;
  const h = d.documentElement;
  const q = new URLSearchParams(location.search);
  const s: HeadState = ((window as unknown as { __pw: HeadState }).__pw = {
    e: [],
    a: false,
    x: {},
    p: {},
  } as unknown as HeadState);
  const on = addEventListener;
  const queue = (e: ErrorEvent | PromiseRejectionEvent) => s.e.push(e);
  on('error', queue);
  on('unhandledrejection', queue);
  // `name=value` pairs in the cookie header or in window.name. Where third-party storage is blocked
  // (a partner's frame) the cookie header reads empty. (A frame sandboxed without same-origin
  // throws here: this script stops, the error is queued above and the page shows its defaults.)
  const pick = (pairs: string, name: string) => (pairs.match('(^|; ?)' + name + '=([^;]*)') || [])[2];
  const cookie = (name: string) => pick(d.cookie, name);
  const mark = (name: string, value: string) => h.setAttribute('data-' + name, value);

  // Agent mode: /agent anywhere in the path sets the flag; ?agent=0 (the marker's way out) clears it.
  const agentPath = location.pathname.indexOf('/agent') >= 0;
  if (agentPath || q.get('agent') == '0') d.cookie = KEYS.agent + '=1;path=/;max-age=' + (agentPath ? 4e7 : 0);
  if ((s.a = agentPath || cookie(KEYS.agent) == '1')) mark('agent', '');
  // The choice, or where storage is blocked (a partner's frame) the one kept in window.name (consentState.ts).
  const chosen = cookie(KEYS.consent) ?? pick(window.name, KEYS.consent);
  if (chosen != null) mark('consent', chosen || 'none');

  // Experiments: a preview (?pw_exp=name:variant,…), else the stored assignment, else from the stable id.
  let stored: Record<string, string> = {};
  // Without storage every visitor has the empty id, so each page (and the API) assigns alike.
  let id = '';
  try {
    id = localStorage.getItem(KEYS.stableId) || Math.random() + '';
    stored = JSON.parse(localStorage.getItem(KEYS.cohorts)!) || {};
  } catch {
    // storage blocked or unreadable
  }
  s.i = id;
  // A cohort the product set in the fecohorts cookie (a code, or JSON ending in one) counts as stored.
  if (PICK_COHORT)
    stored['voucherOption'] ||= (decodeURIComponent(cookie(KEYS.cohorts) || '').match(/\w+(?=\W*$)/) || [])[0]!;
  for (const pair of (q.get('pw_exp') || '').split(',')) {
    const [name, variant] = pair.split(':');
    s.p[name!] = variant!;
  }
  for (const entry of CONFIG.split('|')) {
    // `name=control,a,a,b`: each variant listed as often as its weight, so a bucket is an index.
    // `!name=…`: the priced experiment of a live brand, assigned from the stable id alone (no
    // preview, storage or cookie), the way the API assigns it before charging (api/cohorts.ts).
    // eslint-disable-next-line prefer-const -- one declaration for both (bytes of the 1 KB budget)
    let [name, list] = entry.split('=') as [string, string];
    if (!PICK_COHORT) name = name.replace('!', '');
    const variants = list.split(',');
    let pick = variants[0]!;
    if (!s.a) {
      if ((PICK_COHORT || entry[0] != '!') && variants.indexOf(s.p[name]!) >= 0) pick = s.p[name]!;
      // A stored assignment stands while the brand still runs that variant (also a cohort the
      // product set in the cookie, on a development brand).
      else if ((PICK_COHORT || entry[0] != '!') && variants.indexOf(stored[name]!) >= 0) pick = stored[name]!;
      else pick = pickVariant(id, name, variants);
      if (pick != s.p[name]) stored[name] = pick;
    }
    mark('x-' + name, (s.x[name] = pick));
  }
  if (!s.a) {
    try {
      localStorage.setItem(KEYS.stableId, id);
      localStorage.setItem(KEYS.cohorts, JSON.stringify(stored));
    } catch {
      // blocked or full: the assignment holds for this page only
    }
  }
  q.forEach((value, key) => {
    if (!key.indexOf('utm_')) (s.u = s.u || {})[key] = value;
  });

  // The rest loads once the page has loaded and the browser is idle, or 3 s after load at the
  // latest: a browser that is never idle (a busy phone, a headless shell with nothing to draw)
  // would otherwise never count the visit.
  on('load', () =>
    (window.requestIdleCallback || setTimeout)(
      () => {
        const t = d.getElementById('pw-loader') as HTMLTemplateElement | null;
        if (t) d.body.append(t.content.cloneNode(true));
      },
      { timeout: 3000 },
    ),
  );
}
