/**
 * Error reporting and traces (docs/telemetry.md "Errors and traces"), against
 * the one brand configured with fictional hosts (staging: errors.staging.example,
 * collector.staging.example). Every request to those hosts is intercepted here; nothing leaves the
 * machine. On a brand with nothing configured (main and the rest) the same pages send nothing.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { chooseConsent, expect, telemetryLoaderIn, test } from './fixtures.ts';
import { offSite } from '../lib/pageHelpers.ts';
import { pauseClock, ticking } from '../lib/clock.ts';
import { consentWords } from '#src/copy/chrome.ts';

/** One Sentry envelope as the SDK POSTs it: newline-delimited JSON (header, item header, item). */
type SentryEvent = {
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
};

function eventsOf(body: string): SentryEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as SentryEvent;
      } catch {
        return {};
      }
    })
    .filter((item) => item.exception);
}

type Intercepted = {
  /** Error events received by the error-reporting host, in order. */
  errors: SentryEvent[];
  /** Trace export requests received by the collector, in order. */
  traces: { body: string; at: number; headers: Record<string, string> }[];
  /** Every request to a vendor host (for the traceparent check). */
  vendorRequests: Request[];
};

/** Intercepts the brand's error-reporting and collector hosts; the collector answers `traceStatus`. */
async function intercept(context: BrowserContext, brandHasHosts: boolean, traceStatus = 200): Promise<Intercepted> {
  const seen: Intercepted = { errors: [], traces: [], vendorRequests: [] };
  if (!brandHasHosts) return seen;
  await context.route('https://errors.staging.example/**', async (route) => {
    seen.vendorRequests.push(route.request());
    seen.errors.push(...eventsOf(route.request().postData() ?? ''));
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await context.route('https://collector.staging.example/**', async (route) => {
    const request = route.request();
    seen.vendorRequests.push(request);
    if (new URL(request.url()).pathname === '/v1/traces') {
      seen.traces.push({ body: request.postData() ?? '', at: Date.now(), headers: await request.allHeaders() });
    }
    await route.fulfill({ status: traceStatus, contentType: 'application/json', body: '{}' });
  });
  return seen;
}

/** What the page's wrapped `fetch` saw of the collector: each export's page time and body, and how many await their answer. */
type CollectorWatch = {
  __collector: { sent: { at: number; answeredAt?: number; body: string }[]; pending: number };
};

/**
 * Init script: wraps `fetch` (the exporter's transport, src/telemetry/traces.ts) to note each POST
 * to the collector's /v1/traces with the page's time, and how many are still unanswered; the
 * requests themselves go on unchanged.
 */
function watchCollector(): void {
  const watch: CollectorWatch['__collector'] = { sent: [], pending: 0 };
  (window as unknown as CollectorWatch).__collector = watch;
  const original = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('https://collector.staging.example/v1/traces')) return original.call(this, input, init);
    const body = init?.body;
    const export_: CollectorWatch['__collector']['sent'][number] = {
      at: Date.now(),
      body: typeof body === 'string' ? body : new TextDecoder().decode(body as BufferSource),
    };
    watch.sent.push(export_);
    watch.pending += 1;
    // Answered once the exporter has dealt with the answer: its retry timer is set in promise
    // reactions to it, all run before a task posted when the answer came (a message, which the
    // test's clock does not hold back).
    const settled = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        export_.answeredAt = Date.now();
        watch.pending -= 1;
      };
      channel.port2.postMessage(null);
    };
    const answer = original.call(this, input, init);
    answer.then(settled, settled);
    return answer;
  };
}

/** The loaded consent banner's Accept, by keyboard. */
async function accept(page: Page, label: string): Promise<void> {
  await chooseConsent(page, label);
}

/** Resource attributes of an OTLP/JSON export, by key. */
function resourceAttributes(body: string): Record<string, unknown> {
  const json = JSON.parse(body) as {
    resourceSpans: { resource: { attributes: { key: string; value: Record<string, unknown> }[] } }[];
  };
  return Object.fromEntries(json.resourceSpans[0]!.resource.attributes.map((a) => [a.key, Object.values(a.value)[0]]));
}

type OtlpSpan = { name: string; attributes: { key: string; value: Record<string, unknown> }[] };
function spansOf(body: string): OtlpSpan[] {
  const json = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
  return json.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
}
const attribute = (span: OtlpSpan, key: string) => {
  const found = span.attributes.find((a) => a.key === key);
  return found ? Object.values(found.value)[0] : undefined;
};

/** What reaches the brand's error vendor from now on. */
async function reportedErrors(context: BrowserContext) {
  return intercept(context, true);
}

// Where each part runs (tests/lib/brandGroups.ts): the brands configuring every telemetry service,
// and those configuring none.
test.describe('telemetry-errors', () => {
  test.describe('errors and traces', { tag: '@telemetry-brands' }, () => {
    test('an island that throws shows the §8 screen and exactly one error event names the island', async ({
      page,
      context,
      brand,
    }) => {
      const seen = await reportedErrors(context);
      await page.setViewportSize({ width: 320, height: 700 });
      // ?pw_throw= exists only in development brands' bundles (src/islands/shared/island.tsx).
      await page.goto('/deal?pw_throw=PriceCard');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await expect(page.getByText('Test failure of the PriceCard island')).toHaveCount(0);
      // Opt-in brand: nothing is reported before Accept; the error waits and goes once accepted.
      await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
      expect(seen.errors).toEqual([]);
      await accept(page, consentWords(brand).accept);
      await expect
        .poll(() => seen.errors.filter((e) => e.tags?.['island'] === 'PriceCard').length, { timeout: 20_000 })
        .toBe(1);
      // A later error (a marker) arrives after any duplicate would have: still exactly one.
      await page.evaluate(() => void Promise.reject(new Error('marker after the island error')));
      await expect
        .poll(() => seen.errors.some((e) => e.exception?.values?.[0]?.value === 'marker after the island error'))
        .toBe(true);
      const islandEvents = seen.errors.filter((e) =>
        e.exception?.values?.some((v) => v.value?.includes('Test failure of the PriceCard island')),
      );
      expect(islandEvents).toHaveLength(1);
      expect(islandEvents[0]!.tags).toMatchObject({ island: 'PriceCard', brand: 'staging' });
    });

    test('an unhandled rejection raised before the SDK loaded is delivered once it loads', async ({
      page,
      context,
      brand,
    }) => {
      const seen = await reportedErrors(context);
      // Raised as the document is parsed: long before the loader (after load, on idle) and the SDK.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { sdkBefore: boolean }).sdkBefore =
            document.querySelector('script[src*="TelemetryLoader"]') !== null;
          void Promise.reject(new Error('early rejection before the SDK'));
        }),
      );
      await page.goto('/');
      await accept(page, consentWords(brand).accept);
      await expect
        .poll(() => seen.errors.filter((e) => e.exception?.values?.[0]?.value === 'early rejection before the SDK'), {
          timeout: 20_000,
        })
        .toHaveLength(1);
      expect(await page.evaluate(() => (window as unknown as { sdkBefore: boolean }).sdkBefore)).toBe(false);
      expect(
        seen.errors.find((e) => e.exception?.values?.[0]?.value === 'early rejection before the SDK')?.tags,
      ).toMatchObject({ early: 'true', kind: 'rejection' });
    });

    test('Reject: an island error and a rejection are never sent, nor any trace', async ({ page, context }) => {
      const seen = await reportedErrors(context);
      await page.goto('/deal?pw_throw=PriceCard');
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await chooseConsent(page, 'Reject');
      await page.evaluate(() => void Promise.reject(new Error('after reject')));
      // The next page loads the loader again (rejected: no SDK); the SDK chunks were never requested.
      await page.goto('/deal?pw_throw=PriceCard');
      await telemetryLoaderIn(page);
      const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect(requested.filter((name) => /\/_astro\/(errors|traces|replay\.|worker-bundler)/.test(name))).toEqual([]);
      expect(page.workers()).toEqual([]);
      expect(seen.vendorRequests).toEqual([]);
    });

    test('session replay: nothing before Accept; after it, its own chunk and the compression worker from the site’s origin', async ({
      page,
      context,
      brand,
      baseURL,
    }) => {
      await intercept(context, true);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      // The site is served with its real CSP (worker-src 'self'): a blob: worker would be refused.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/');
      const banner = page.getByRole('dialog', { name: 'Cookies on this site' });
      await expect(banner).toBeVisible();
      // The loader is up and waiting for a choice: no SDK, no replay, no worker.
      expect(scripts.filter((url) => /\/_astro\/(errors|replay)\./.test(url))).toEqual([]);
      expect(workers).toEqual([]);
      await accept(page, consentWords(brand).accept);
      // Replay records every visit into a buffer (0.1 of them are sent whole, 0.1 of those with an
      // error), so once accepted the worker starts whether or not this visit is sampled.
      await expect.poll(() => workers, { timeout: 20_000 }).toHaveLength(1);
      const worker = new URL(workers[0]!);
      expect(worker.origin).toBe(new URL(baseURL!).origin);
      expect(worker.pathname).toMatch(/^\/_astro\/worker-bundler-[\w-]+\.js$/);
      expect(scripts.some((url) => /\/_astro\/replay\.[\w-]+\.js$/.test(url))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });

    test('after Accept, traces POST to /v1/traces as publicweb with rated web vitals; nothing before', async ({
      page,
      context,
      brand,
      baseURL,
    }) => {
      const seen = await intercept(context, true);
      await page.goto('/deal');
      await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
      expect(seen.traces).toEqual([]);
      await accept(page, consentWords(brand).accept);
      await expect.poll(() => seen.traces.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const first = seen.traces[0]!;
      expect(first.headers['content-type']).toContain('application/json');
      expect(resourceAttributes(first.body)).toMatchObject({ 'service.name': 'publicweb' });
      // The next page load: document-load spans and web vitals with their §9 ratings.
      await page.goto('/deal');
      await expect
        .poll(() => seen.traces.flatMap((t) => spansOf(t.body)).some((s) => s.name === 'documentLoad'), {
          timeout: 20_000,
        })
        .toBe(true);
      await expect
        .poll(
          () =>
            seen.traces
              .flatMap((t) => spansOf(t.body))
              .filter((s) => s.name.startsWith('web-vital '))
              .map((s) => attribute(s, 'web_vital.rating')),
          { timeout: 20_000 },
        )
        .toContainEqual(expect.stringMatching(/^(good|needs-improvement|poor)$/));
      expect(new URL(baseURL!).origin).not.toBe('https://collector.staging.example');
    });

    test('traceparent goes with the API call on the site’s own origin, never to a third-party host', async ({
      page,
      context,
      brand,
    }) => {
      const seen = await intercept(context, true);
      const apiCalls: Record<string, string>[] = [];
      await context.route('**/api/graphql', async (route) => {
        apiCalls.push(await route.request().allHeaders());
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":null}' });
      });
      await page.setViewportSize({ width: 320, height: 700 });
      await page.clock.install();
      await page.goto('/deal');
      await accept(page, consentWords(brand).accept);
      // Tracing has started once its first export arrives.
      await expect
        .poll(
          // A second at a time (the batch processor exports every 5 s). Not in the test of the next
          // page's document-load spans: on a moved clock they did not arrive within 20 s.
          ticking(page, () => seen.traces.length, 1_000),
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      const form = page.getByRole('form', { name: 'Check your zip code' });
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('button', { name: 'Check' })).toBeEnabled();
      await form.getByRole('textbox', { name: 'Zip code' }).pressSequentially('60601');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => apiCalls.some((h) => /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/.test(h['traceparent'] ?? '')))
        .toBe(true);
      // A third-party request the page makes after tracing started (an error report): no traceparent.
      await page.evaluate(() => void Promise.reject(new Error('third-party check')));
      await expect
        .poll(() => seen.errors.some((e) => e.exception?.values?.[0]?.value === 'third-party check'))
        .toBe(true);
      const vendorHeaders = await Promise.all(seen.vendorRequests.map((r) => r.allHeaders()));
      expect(vendorHeaders.length).toBeGreaterThan(1);
      for (const headers of vendorHeaders) expect(headers).not.toHaveProperty('traceparent');
    });

    test('a collector answering 503 gets the batch retried, then given up after the limit', async ({
      page,
      context,
      brand,
    }) => {
      // The backoff's seconds pass on the page's clock (tests/lib/clock.ts): paused once consent is
      // given, it moves 100 ms at a time, and each export is stamped with the page's time when sent.
      await page.clock.install();
      await page.addInitScript(watchCollector);
      await intercept(context, true, 503);
      await page.goto('/deal');
      await accept(page, consentWords(brand).accept);
      await pauseClock(page);
      const sent = () => page.evaluate(() => (window as unknown as CollectorWatch).__collector.sent);
      /** Moves the page's time on by `ms`, then waits until every export sent has had its answer. */
      const step = async (ms: number) => {
        await page.clock.runFor(ms);
        await expect.poll(() => page.evaluate(() => (window as unknown as CollectorWatch).__collector.pending)).toBe(0);
      };
      // The batch processor exports every 5 s.
      for (let waited = 0; (await sent()).length === 0; waited += 100) {
        expect(waited, 'page time until the first export').toBeLessThan(10_000);
        await step(100);
      }
      const batch = (await sent())[0]!.body;
      const attempts = async () => (await sent()).filter((export_) => export_.body === batch);
      // The exporter's retry schedule (otlp-exporter-base): a retry 1 s after an answer, then 1.5
      // times the last wait each time, each ±20 %, at most 5 attempts, and none that would start
      // after its 10 s deadline (so a run of long waits ends after 4). The time up to a retry's
      // earliest moment passes in one go; from there, 100 ms at a time until it comes.
      for (let retry = 1; retry < 5; retry++) {
        const backoff = 1_000 * 1.5 ** (retry - 1);
        const last = (await attempts()).at(-1)!;
        if (last.answeredAt! + 0.8 * backoff > (await attempts())[0]!.at + 10_000) break;
        await step(Math.max(0, last.answeredAt! + 0.8 * backoff - (await page.evaluate(() => Date.now()))));
        for (let waited = 0; (await attempts()).length === retry && waited <= 0.4 * backoff + 200; waited += 100) {
          await step(100);
        }
      }
      const tries = await attempts();
      expect(tries.length, 'attempts of one batch').toBeGreaterThanOrEqual(4);
      expect(tries.length, 'attempts of one batch').toBeLessThanOrEqual(5);
      tries.slice(1).forEach(({ at }, index) => {
        const backoff = 1_000 * 1.5 ** index;
        const wait = at - tries[index]!.answeredAt!;
        expect(wait, `wait before retry ${index + 1}`).toBeGreaterThanOrEqual(0.8 * backoff);
        expect(wait, `wait before retry ${index + 1}`).toBeLessThanOrEqual(1.2 * backoff + 100);
      });
      // Given up: well past the longest backoff (5 s) the same batch has not come again.
      await step(15_000);
      expect(await attempts()).toHaveLength(tries.length);
    });
  });

  test.describe('a brand without telemetry configured', { tag: '@silent-brands' }, () => {
    test('nothing configured: the same pages send nothing, even with an island error and after Accept', async ({
      page,
      brand,
      baseURL,
    }) => {
      const leaving = offSite(page, baseURL!);
      await page.goto('/deal');
      await telemetryLoaderIn(page);
      await page.evaluate(() => void Promise.reject(new Error('nobody hears this')));
      if (brand.cookieConsent.enabled && brand.cookieConsent.mode === 'opt-in')
        await accept(page, consentWords(brand).accept);
      await page.goto('/');
      await telemetryLoaderIn(page);
      const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      expect(requested.filter((name) => /\/_astro\/(errors|traces)\./.test(name))).toEqual([]);
      expect(leaving).toEqual([]);
    });
  });
});
