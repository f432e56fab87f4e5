/**
 * A shopper's browser in the engines Playwright cannot download here: Firefox (Debian's
 * firefox-esr, over WebDriver BiDi with puppeteer-core) and WebKit (WebKitGTK's MiniBrowser through
 * WebKitWebDriver, in an Xvfb display). Both are behind one small `Shopper` so that a path is
 * written once (tests/e2e/engines.spec.ts): open a page, click, press keys one at a time, Back,
 * Forward, reload, a new tab, read the page, and the console errors and CSP violations met so far.
 *
 * WebKitWebDriver speaks classic WebDriver only (no BiDi: no console events, no script before a
 * page's own). Its pages are read for problems after every step instead: a collector put in the
 * page keeps console.error calls, error events and CSP violations from then on, and the ones
 * before it are found in the head script's early-error queue (`__pw.e`, src/telemetry/head.ts) and
 * in the browser's buffered CSP reports (ReportingObserver). The classic protocol is a dozen JSON
 * calls over HTTP, written here: the `webdriver` package would bring driver downloaders
 * (geckodriver, edgedriver) that reach for the network.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { ensureEngines } from '#scripts/lib/engines.ts';
import { freePort } from '#scripts/lib/system.ts';

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** A key a shopper presses: one key, or with Shift. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Backspace';

/** A page-side function and its arguments, run in the page (serialized: no closures). */
type PageFunction<A extends unknown[], T> = (...args: A) => T | Promise<T>;

export interface Shopper {
  readonly engine: EngineName;
  /** Opens a path of the site (or a full address). */
  goto(path: string): Promise<void>;
  evaluate<A extends unknown[], T>(fn: PageFunction<A, T>, ...args: A): Promise<T>;
  /** A pointer click at the middle of the element (scrolled into view first, as a person would). */
  click(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types into the focused element key by key. */
  type(text: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  /** Opens `path` in a new tab of the same browser (same storage) and works in that tab from now on. */
  newTab(path: string): Promise<void>;
  /** The console errors and CSP violations met so far, in every page of this shopper. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** Waits until `fn` returns a truthy value in the page (polling what the page shows, not a timer). */
export async function waitFor<A extends unknown[], T>(
  shopper: Shopper,
  what: string,
  fn: PageFunction<A, T>,
  ...args: A
): Promise<NonNullable<T>> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  for (;;) {
    try {
      const value = await shopper.evaluate(fn, ...args);
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error; // mid-navigation: the document went away
    }
    if (Date.now() > deadline)
      throw new Error(`${shopper.engine}: timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The problem collector, run in a page (both engines): console.error, error and unhandledrejection
 * events and CSP violations from now on, the head script's early errors and the buffered CSP
 * reports from before. Returns (and forgets) what it has; installs itself once per document.
 */
function collectProblems(): string[] {
  type Collector = { found: string[] };
  const w = window as unknown as {
    __engineProblems?: Collector;
    __pw?: { e?: (ErrorEvent | PromiseRejectionEvent)[] };
  };
  const describe = (event: ErrorEvent | PromiseRejectionEvent) =>
    'reason' in event ? `unhandled rejection: ${String(event.reason)}` : `error: ${event.message}`;
  if (!w.__engineProblems) {
    const collector: Collector = { found: [] };
    w.__engineProblems = collector;
    for (const early of w.__pw?.e ?? []) collector.found.push(`${describe(early)} (before load)`);
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      collector.found.push(`console.error: ${args.map(String).join(' ')}`);
      original(...args);
    };
    addEventListener('error', (event) => collector.found.push(describe(event)));
    addEventListener('unhandledrejection', (event) => collector.found.push(describe(event)));
    document.addEventListener('securitypolicyviolation', (event) =>
      collector.found.push(
        `Content Security Policy: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
    if ('ReportingObserver' in window) {
      const observer = new ReportingObserver(
        (reports) => {
          for (const report of reports) {
            const body = report.body as { effectiveDirective?: string; blockedURL?: string } | null;
            collector.found.push(
              `Content Security Policy: ${body?.effectiveDirective} blocked ${body?.blockedURL || 'inline'}`,
            );
          }
        },
        { types: ['csp-violation'], buffered: true },
      );
      observer.observe();
    }
  }
  return w.__engineProblems.found.splice(0);
}

// ── Firefox ────────────────────────────────────────────────────────────────────────────────────

const PUPPETEER_KEYS: Record<Key, KeyInput[]> = {
  Tab: ['Tab'],
  'Shift+Tab': ['Shift', 'Tab'],
  Enter: ['Enter'],
  Space: [' '],
  Backspace: ['Backspace'],
};

class FirefoxShopper implements Shopper {
  readonly engine = 'firefox';
  private found: string[] = [];
  private readonly context: BrowserContext;
  private page: Page;
  private readonly baseURL: string;
  private readonly viewport: { width: number; height: number };
  private constructor(
    context: BrowserContext,
    page: Page,
    baseURL: string,
    viewport: { width: number; height: number },
  ) {
    this.context = context;
    this.page = page;
    this.baseURL = baseURL;
    this.viewport = viewport;
  }

  static async open(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
    const context = await browser.createBrowserContext();
    const shopper = new FirefoxShopper(context, await context.newPage(), baseURL, viewport);
    await shopper.watch(shopper.page);
    return shopper;
  }

  private async watch(page: Page) {
    await page.setViewport(this.viewport);
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) {
        this.found.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.found.push(`error: ${String(error)}`));
    // Before the page's own scripts: every violation, the first load's included, reaches the console.
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
    // Keys go to the page, as after a person's click into it: a Tab past the page's last control
    // leaves focus in the browser's own toolbar, where Firefox fires no focus events in the page.
    await this.page.bringToFront();
  }
  evaluate<A extends unknown[], T>(fn: PageFunction<A, T>, ...args: A): Promise<T> {
    return this.page.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<T>;
  }
  async click(selector: string) {
    await this.page.locator(selector).click();
  }
  async press(key: Key) {
    const [first, second] = PUPPETEER_KEYS[key];
    if (!second) return this.page.keyboard.press(first!);
    await this.page.keyboard.down(first!);
    await this.page.keyboard.press(second);
    await this.page.keyboard.up(first!);
  }
  async type(text: string) {
    await this.page.keyboard.type(text, { delay: 10 });
  }
  /**
   * Back, Forward or reload as the page's own script would, then waits for the page it shows
   * (another address, or another document), loaded. (Puppeteer's goBack over BiDi loses the frame
   * when Firefox restores a page from its back/forward cache, and its reload may wait forever.)
   */
  private async traverse(delta: -1 | 0 | 1) {
    // Another document, or this one told of the move (popstate: the page may rewrite its address at once).
    const where = () =>
      this.page
        .evaluate(() =>
          document.readyState === 'complete'
            ? `${performance.timeOrigin} ${location.href} ${(window as { __engineMoved?: number }).__engineMoved}`
            : '',
        )
        .catch(() => '');
    await this.page.evaluate(() => {
      const w = window as { __engineMoved?: number };
      w.__engineMoved = 0;
      addEventListener('popstate', () => (w.__engineMoved = 1), { once: true });
    });
    const before = await where();
    await this.page.evaluate((by: number) => (by ? history.go(by) : location.reload()), delta).catch(() => undefined);
    const deadline = Date.now() + 15_000;
    for (let now = await where(); !now || now === before; now = await where()) {
      if (Date.now() > deadline) throw new Error(`firefox: history.go(${delta}) showed no other page`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.page.bringToFront();
  }
  back() {
    return this.traverse(-1);
  }
  forward() {
    return this.traverse(1);
  }
  reload() {
    return this.traverse(0);
  }
  async newTab(path: string) {
    this.page = await this.context.newPage();
    await this.watch(this.page);
    await this.goto(path);
  }
  async problems() {
    return this.found.splice(0);
  }
  async close() {
    await this.context.close().catch(() => undefined);
  }
}

/** Firefox, headless, over WebDriver BiDi; a fresh profile per launch. */
function launchFirefox(): Promise<Browser> {
  const { firefox } = ensureEngines();
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    extraPrefsFirefox: {
      // No update checks, telemetry or remote settings: the machine has no network.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
}

// ── WebKit ─────────────────────────────────────────────────────────────────────────────────────

/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
const WEBDRIVER_KEYS: Record<Key, string[]> = {
  Tab: ['\uE004'],
  'Shift+Tab': ['\uE008', '\uE004'],
  Enter: ['\uE007'],
  Space: [' '],
  Backspace: ['\uE003'],
};
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** One WebKitWebDriver with its Xvfb display; a WebDriver session per shopper. */
class WebKitServer {
  private readonly processes: ChildProcess[];
  readonly url: string;
  private readonly binary: string;
  private constructor(processes: ChildProcess[], url: string, binary: string) {
    this.processes = processes;
    this.url = url;
    this.binary = binary;
  }

  static async start(): Promise<WebKitServer> {
    const { webkitDriver, miniBrowser, xvfb } = ensureEngines();
    const display = await startXvfb(xvfb);
    const port = await freePort();
    // MiniBrowser's window keeps its toolbar, whose buttons and address field are wider than a phone:
    // a GTK stylesheet shrinks them, so the window (and the page's viewport) can be 320 or 390 px wide.
    const config = join(tmpdir(), `publicweb-webkit-${process.pid}`);
    mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
    writeFileSync(
      join(config, 'gtk-3.0', 'gtk.css'),
      '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; -gtk-icon-transform: scale(0.1); }\n',
    );
    const driver = spawn(webkitDriver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: config },
      stdio: 'ignore',
    });
    const server = new WebKitServer([display.process, driver], `http://127.0.0.1:${port}`, miniBrowser);
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(`${server.url}/status`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return server;
  }

  async session(
    baseURL: string,
    viewport: { width: number; height: number },
    options: OpenOptions = {},
  ): Promise<Shopper> {
    // Safari's default: Tab moves between form controls only (links with a tabindex of their own too).
    const args = ['--automation', ...(options.safariTabs ? ['--enable-tabs-to-links=false'] : [])];
    const created = await call<{ sessionId: string }>(this.url, 'POST', '/session', {
      capabilities: {
        alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: this.binary, args } },
      },
    });
    const shopper = new WebKitShopper(`${this.url}/session/${created.sessionId}`, baseURL);
    await shopper.resize(viewport);
    return shopper;
  }

  stop(): void {
    for (const child of this.processes) child.kill('SIGTERM');
  }
}

/** An Xvfb on a free display (Xvfb picks it and says which with -displayfd). */
function startXvfb(binary: string): Promise<{ name: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.once('error', reject);
    child.stdout!.once('data', (data: Buffer) => resolve({ name: `:${data.toString().trim()}`, process: child }));
  });
}

async function call<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
  return answer.value;
}

class WebKitShopper implements Shopper {
  readonly engine = 'webkit';
  private found: string[] = [];
  private readonly session: string;
  private readonly baseURL: string;
  constructor(session: string, baseURL: string) {
    this.session = session;
    this.baseURL = baseURL;
  }

  private call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return call<T>(this.session, method, path, body);
  }

  /** The window sized so that the page's viewport is `viewport` (the toolbar's height added). */
  async resize(viewport: { width: number; height: number }) {
    await this.call('POST', '/window/rect', { width: viewport.width, height: viewport.height });
    const inner = await this.evaluate(() => [innerWidth, innerHeight]);
    await this.call('POST', '/window/rect', {
      width: viewport.width * 2 - inner[0]!,
      height: viewport.height * 2 - inner[1]!,
    });
  }

  /** Around every step that may leave the page: what it met so far goes to `found` (a page about to be left is read first). */
  private async collect() {
    try {
      this.found.push(...(await this.evaluate(collectProblems)));
    } catch {
      // no document to read (mid-navigation): read after the next step
    }
  }

  async goto(path: string) {
    await this.collect();
    await this.call('POST', '/url', { url: new URL(path, this.baseURL).href });
    await this.collect();
  }
  async evaluate<A extends unknown[], T>(fn: PageFunction<A, T>, ...args: A): Promise<T> {
    return this.call<T>('POST', '/execute/sync', { script: `return (${fn.toString()}).apply(null, arguments)`, args });
  }
  async click(selector: string) {
    await this.collect();
    const element = await this.call<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    });
    await this.call('POST', `/element/${element[ELEMENT]}/click`, {});
    await this.collect();
  }
  private async keys(values: string[]) {
    const down = values.map((value) => ({ type: 'keyDown', value }));
    const up = [...values].reverse().map((value) => ({ type: 'keyUp', value }));
    await this.call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: [...down, ...up] }] });
  }
  async press(key: Key) {
    // Only Enter may leave the page (and its collector): read it before and after.
    const leaves = key === 'Enter' || key === 'Space';
    if (leaves) await this.collect();
    await this.keys(WEBDRIVER_KEYS[key]);
    if (leaves) await this.collect();
  }
  async type(text: string) {
    for (const char of text) await this.keys([char]);
  }
  private async move(path: '/back' | '/forward' | '/refresh') {
    await this.collect();
    await this.call('POST', path, {});
    await this.collect();
  }
  back() {
    return this.move('/back');
  }
  forward() {
    return this.move('/forward');
  }
  reload() {
    return this.move('/refresh');
  }
  async newTab(path: string) {
    await this.collect();
    const tab = await this.call<{ handle: string }>('POST', '/window/new', { type: 'tab' });
    await this.call('POST', '/window', { handle: tab.handle });
    await this.goto(path);
  }
  async problems() {
    await this.collect();
    return this.found.splice(0);
  }
  async close() {
    await this.call('DELETE', '').catch(() => undefined);
  }
}

/** A running engine: one browser (Firefox) or WebDriver server (WebKit) per test worker, a shopper per test. */
export type OpenOptions = {
  /** WebKit only: Tab as in Safari's default setting, which skips links. */
  safariTabs?: boolean;
};

export type EngineHost = {
  open(baseURL: string, viewport: { width: number; height: number }, options?: OpenOptions): Promise<Shopper>;
  stop(): Promise<void>;
};

export async function startEngine(engine: EngineName): Promise<EngineHost> {
  if (engine === 'firefox') {
    const browser = await launchFirefox();
    return {
      open: (baseURL, viewport) => FirefoxShopper.open(browser, baseURL, viewport),
      stop: () => browser.close(),
    };
  }
  const server = await WebKitServer.start();
  return {
    open: (baseURL, viewport, options) => server.session(baseURL, viewport, options),
    stop: async () => server.stop(),
  };
}
