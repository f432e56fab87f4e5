/**
 * The lazy half of telemetry (loaded on idle by head.ts, which appends BaseLayout's `#pw-loader`
 * template; never part of the first load).
 * Events from the whole site meet here: funnel events from islands (track.ts), early and later
 * errors (the head script's queue, src/lib/reportError.ts), experiment exposures. Each goes to
 * the console when the debug toggle is on, and to a vendor only when the brand configures one
 * and the visitor's consent allows it; agents are never tracked for ads or experiments.
 */
// Only storage keys and types are imported: anything the islands share would re-split their
// chunks and grow every page's first load (the budgets spec measures it).
import type { ErrorReport } from '../lib/reportError.ts';
import type { HeadState } from './head.ts';
import { TELEMETRY_KEYS } from './keys.ts';
import { TRACK_EVENT, type TrackedEvent } from './track.ts';
import { CONSENT_EVENT, consent, type Category } from './consentState.ts';
import type { startAnalytics } from './analytics.ts';
import type { Sink } from './sink.ts';

type AnalyticsSink = ReturnType<typeof startAnalytics>;

/** How long after load (or activation) telemetry keeps out of the way. */
export const QUIET_MS = 1000;

// A page the browser prerenders on speculation (src/lib/speculation.ts) loads this chunk but runs
// none of it until the visitor is shown the page: no ViewContent, exposure, web vital, trace or
// pixel for a page never seen (web-vitals then measures from activationStart).
if (document.prerendering) {
  await new Promise((shown) => document.addEventListener('prerenderingchange', shown, { once: true }));
}
// The first second after the page has loaded (or, prerendered, was shown) is the shopper's (issue
// 32): the checkout's form and the deal page's zip field hydrate then. Nothing of telemetry runs in
// it, the consent bar included; the head script's queue keeps what happens meanwhile.
const navigation = performance.getEntriesByType('navigation')[0] as
  (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
const settled = Math.max(navigation?.loadEventEnd ?? 0, navigation?.activationStart ?? 0) + QUIET_MS;
await new Promise((later) => setTimeout(later, Math.max(0, settled - performance.now())));

type State = HeadState & { t?: TrackedEvent[] };
const state: State = (window as unknown as { __pw: State }).__pw;

/** The brand facts BaseLayout wrote on the templates (no brand module in this chunk). */
const template = (id: string) => document.getElementById(id) as HTMLTemplateElement | null;
const loaderData = template('pw-loader')?.dataset ?? {};
const consentTemplate = template('pw-consent');
/** reportError.ts's queue and event (src/lib/reportError.ts; the unit test holds them equal). */
export const ERROR_EVENT = 'publicweb:error';
const queuedReports = (): ErrorReport[] =>
  (globalThis as { __publicwebErrors?: ErrorReport[] }).__publicwebErrors ?? [];

/** Exposure events are flushed in batches at this interval (spec §9 feature-flag logging). */
export const EXPOSURE_INTERVAL_MS = 1000;

// The debug toggle: ?pw_debug=1 turns it on for this browser, ?pw_debug=0 off.
const debugParam = new URLSearchParams(location.search).get('pw_debug');
try {
  if (debugParam === '1') localStorage.setItem(TELEMETRY_KEYS.debug, '1');
  if (debugParam === '0') localStorage.removeItem(TELEMETRY_KEYS.debug);
} catch {
  // storage blocked: no toggle
}

function debugOn(): boolean {
  try {
    return localStorage.getItem(TELEMETRY_KEYS.debug) === '1';
  } catch {
    return false;
  }
}

/** Properties sent with every analytics event (spec §7 register). */
export function superProperties(): Record<string, unknown> {
  let utm: unknown;
  try {
    utm = JSON.parse(localStorage.getItem(TELEMETRY_KEYS.utm) ?? 'null');
  } catch {
    utm = null;
  }
  return {
    brand: loaderData['brand'],
    tier: loaderData['tier'],
    cohort: state.x['voucherOption'] ?? null,
    variants: state.x,
    utm: utm ?? (state.u ? { first: state.u, last: { ...state.u } } : null),
    agent: state.a,
  };
}

const sinks: Sink[] = [];
/**
 * The errors of this page so far (bounded): a sink that registers late, such as error reporting
 * whose SDK loads after the page's first errors, still gets them once.
 */
const errorBacklog: [string, Record<string, unknown>][] = [];
const MAX_ERROR_BACKLOG = 50;
/** This page's events so far (a vendor that loads after Accept still gets this page's ViewContent). */
const history: [string, Record<string, unknown>][] = [];
const MAX_HISTORY = 200;
/** Vendors (loaded after consent) register here; they get this page's earlier errors and events, then every later one. */
export function addSink(sink: Sink): void {
  sinks.push(sink);
  for (const [name, props] of errorBacklog) sink.send('error', name, props);
  for (const [name, props] of history) if (allowed(sink.category ?? 'analytics')) sink.send('event', name, props);
}

const mode = consentTemplate ? (consentTemplate.dataset['mode'] as 'opt-in' | 'opt-out') : 'none';
/** As the visitor's consent says; agents never get marketing (ads), their analytics carry `agent: true`. */
const allowed = (category: Category) =>
  consent(mode).granted.includes(category) && !(category === 'marketing' && state.a);

/** First- and last-touch campaign values (`utm`), kept only once marketing is allowed. */
function storeCampaign(): void {
  if (!state.u || !allowed('marketing')) return;
  try {
    const utm = JSON.parse(localStorage.getItem(TELEMETRY_KEYS.utm) ?? '{}') as { first?: unknown };
    localStorage.setItem(TELEMETRY_KEYS.utm, JSON.stringify({ first: utm.first ?? state.u, last: state.u }));
  } catch {
    // storage blocked: the values stay in memory for this page
  }
}
storeCampaign();
addEventListener(CONSENT_EVENT, storeCampaign);

function emit(kind: 'event' | 'error', name: string, props: Record<string, unknown>): void {
  const full = kind === 'event' ? { ...superProperties(), ...props } : props;
  if (debugOn()) console.info(`[telemetry] ${kind} ${name}`, full);
  if (kind === 'error' && errorBacklog.push([name, full]) > MAX_ERROR_BACKLOG) errorBacklog.shift();
  if (kind === 'event' && history.length < MAX_HISTORY) history.push([name, full]);
  for (const sink of sinks) {
    if (kind === 'event' && !allowed(sink.category ?? 'analytics')) continue;
    sink.send(kind, name, full);
  }
}

// Funnel events: those queued before this chunk loaded, then each as it happens.
const onTrack = (event: TrackedEvent) => emit('event', event.name, event.props);
for (const event of state.t?.splice(0) ?? []) onTrack(event);
addEventListener(TRACK_EVENT, (e) => {
  state.t?.splice(0);
  onTrack((e as CustomEvent<TrackedEvent>).detail);
});

// ViewContent exactly once per page load (spec §2), from here rather than from any island.
emit('event', 'ViewContent', { path: location.pathname });

// Errors: the head script's early queue, reportError's queue, then each new one.
const errorProps = (error: unknown, extra: Record<string, unknown>) => ({
  message: error instanceof Error ? error.message : String(error),
  stack: error instanceof Error ? error.stack : undefined,
  error,
  ...extra,
});
for (const event of state.e.splice(0)) {
  if (event instanceof PromiseRejectionEvent) emit('error', 'rejection', errorProps(event.reason, { early: true }));
  else emit('error', 'error', errorProps(event.error ?? event.message, { early: true }));
}
for (const report of queuedReports()) emit('error', 'report', { ...report });
addEventListener('error', (e) => emit('error', 'error', errorProps(e.error ?? e.message, {})));
addEventListener('unhandledrejection', (e) => emit('error', 'rejection', errorProps(e.reason, {})));
addEventListener(ERROR_EVENT, (e) => emit('error', 'report', { ...(e as CustomEvent<ErrorReport>).detail }));

// Experiment exposures: once per experiment per visit, never for agents or previews, batched.
function exposures(): string[] {
  if (state.a) return [];
  let seen: string[] = [];
  try {
    seen = JSON.parse(sessionStorage.getItem(TELEMETRY_KEYS.exposed) ?? '[]') as string[];
  } catch {
    seen = [];
  }
  // A marketer's preview (?pw_exp=) is not an exposure.
  return Object.keys(state.x).filter((name) => state.p[name] !== state.x[name] && !seen.includes(name));
}
const timer = setInterval(() => {
  if (!allowed('analytics')) return;
  const fresh = exposures();
  if (fresh.length === 0) return;
  for (const name of fresh) emit('event', `publicweb.${name}`, { experiment: name, variant: state.x[name] });
  try {
    const seen = JSON.parse(sessionStorage.getItem(TELEMETRY_KEYS.exposed) ?? '[]') as string[];
    sessionStorage.setItem(TELEMETRY_KEYS.exposed, JSON.stringify([...seen, ...fresh]));
  } catch {
    // without sessionStorage, exposures repeat per page; still once per page load
    clearInterval(timer);
  }
}, EXPOSURE_INTERVAL_MS);

// Product analytics and the video-ad pixel: only where the brand configures them, each once its
// consent category allows (analytics; marketing and never for agents), re-checked on every choice.
let analytics: Promise<AnalyticsSink> | undefined;
let pixel = false;
function startVendors(): void {
  const { chosen } = consent(mode);
  const { analyticsHost: host, analyticsKey: key, pixel: pixelAddress } = loaderData;
  if (host && key && allowed('analytics') && !analytics) {
    analytics = import('./analytics.ts').then(({ startAnalytics }) => {
      const sink = startAnalytics({
        key,
        host,
        persist: chosen,
        superProperties: superProperties(),
        flushMs: EXPOSURE_INTERVAL_MS,
      });
      addSink(sink);
      return sink;
    });
  } else if (analytics) {
    void analytics.then((sink) => (allowed('analytics') ? chosen && sink.persist() : sink.stop()));
  }
  if (pixelAddress && allowed('marketing') && !pixel) {
    pixel = true;
    void import('./pixel.ts').then(({ startPixel }) => addSink({ ...startPixel(pixelAddress), category: 'marketing' }));
  }
}
startVendors();
addEventListener(CONSENT_EVENT, startVendors);

// Consent banner: only where the brand shows one and the visitor has not chosen (Do Not Sell/GPC
// decide for them); agents are never tracked, so they get no banner.
const { chosen, doNotSell } = consent(mode);
if (consentTemplate && !chosen && !doNotSell && !state.a) document.body.append(consentTemplate.content.cloneNode(true));

// Error reporting and traces (docs/telemetry.md "Errors and traces"): each SDK is requested only
// when the brand configures it and analytics is allowed (opt-in: after Accept; Reject, Do Not
// Sell and GPC: never). Errors raised before that wait in the backlog and go once it loads.
let reporting = false;
/** Session replay once started; stopped if the visitor withdraws analytics on this page. */
let replay: Promise<{ stop: () => Promise<void> }> | undefined;
function startReporting(): void {
  const dsn = loaderData['dsn'];
  if (reporting || !dsn || !allowed('analytics')) return;
  reporting = true;
  const tier = String(loaderData['tier']);
  void import('./errors.ts').then(({ startErrors, loadReplay }) => {
    addSink(
      startErrors({ dsn, environment: loaderData['environment'] ?? tier, brand: String(loaderData['brand']), tier }),
    );
    // Session replay: its own chunk, after the SDK is up; agents are never recorded.
    if (!state.a) replay = loadReplay();
  });
}
startReporting();
addEventListener(CONSENT_EVENT, () => {
  startReporting();
  if (replay && !allowed('analytics')) void replay.then((r) => r.stop());
});

let tracing = false;
function startTracing(): void {
  const collector = loaderData['collector'];
  if (tracing || !collector || !allowed('analytics')) return;
  tracing = true;
  void import('./traces.ts').then(({ startTraces }) =>
    startTraces({
      collectorUrl: collector,
      propagateTo: (loaderData['traceOrigins'] ?? '').split(' ').filter(Boolean),
      sampleRate: Number(loaderData['traceRate'] ?? 0),
      brand: String(loaderData['brand']),
      tier: String(loaderData['tier']),
      agent: state.a,
    }),
  );
}
startTracing();
addEventListener(CONSENT_EVENT, startTracing);
