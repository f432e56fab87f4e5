import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '#src/brand/load.ts';
import type { Brand } from '#src/brand/types.ts';
import { engineLimitProblems, HOST_LIMITS, privateFiles, problems, ROUTES_JSON } from './bundle.ts';
import {
  parseHeaders,
  parseRedirects,
  renderHeaders,
  renderRedirects,
  resolveHeaders,
  resolveRedirect,
} from './formats.ts';
import { brandServices, canonicalRedirects, contentSecurityPolicy, hostRules, indexableHost } from './policy.ts';
import { summarize } from './report.ts';
import { canonicalPath, cspHash, scanHtml, type ScannedPage } from './scan.ts';

const main = await loadBrand('main');
const partner = await loadBrand('partner-platform');

const page = (file: string, html = ''): ScannedPage => ({ file, path: canonicalPath(file), ...scanHtml(html) });

describe('scanHtml', () => {
  it('hashes executable inline scripts the way CSP does and skips JSON-LD', () => {
    const html =
      '<script>alert(1)</script><script type="module">x()</script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module" src="/_astro/a.js"></script>';
    const scanned = scanHtml(html);
    // The well-known CSP hash of `alert(1)`.
    expect(scanned.inline.map((script) => script.hash)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      cspHash('x()'),
    ]);
    expect(scanned.external).toEqual(['/_astro/a.js']);
  });

  it('finds inline event handlers and javascript: URLs, not look-alikes in text or scripts', () => {
    const html =
      '<button onclick="go()">Go</button><a href="javascript:void(0)">x</a>' +
      '<p title="onclick=no">onload=text</p><script>const a = "<img onerror=x>"</script>';
    expect(scanHtml(html).blockedInline).toEqual(['<button onclick="go()">', '<a href="javascript:void(0)">']);
  });

  it('maps preserve-format files to canonical paths', () => {
    expect(['index.html', 'deal.html', 'hub/index.html', 'us/texas/austin/index.html'].map(canonicalPath)).toEqual([
      '/',
      '/deal',
      '/hub/',
      '/us/texas/austin/',
    ]);
  });
});

describe('redirects', () => {
  const pages = [
    page('index.html'),
    page('deal.html'),
    page('hub/index.html'),
    page('404.html'),
    ...Array.from({ length: 60 }, (_, index) => page(`us/state-${index}/index.html`)),
    ...Array.from({ length: 60 }, (_, index) => page(`us/state-1/city-${index}/index.html`)),
  ];
  const rules = parseRedirects(renderRedirects({ brand: 'x', headers: [], redirects: canonicalRedirects(pages) }));

  it('sends every non-canonical form to the canonical one, with placeholders for big templates', () => {
    const to = (path: string) => resolveRedirect(rules, path)?.to;
    expect(to('/index.html')).toBe('/');
    expect(to('/deal/')).toBe('/deal');
    expect(to('/deal.html')).toBe('/deal');
    expect(to('/hub')).toBe('/hub/');
    expect(to('/hub/index.html')).toBe('/hub/');
    expect(to('/us/state-7')).toBe('/us/state-7/');
    expect(to('/us/state-7/index.html')).toBe('/us/state-7/');
    expect(to('/us/state-1/city-3')).toBe('/us/state-1/city-3/');
    expect(to('/us/state-1/city-3/index.html')).toBe('/us/state-1/city-3/');
    expect(rules.filter((rule) => rule.from.includes(':'))).toHaveLength(4);
  });

  it('never redirects a canonical address or the error pages', () => {
    for (const path of ['/', '/deal', '/hub/', '/us/state-7/', '/us/state-1/city-3/', '/404', '/404.html']) {
      expect(resolveRedirect(rules, path), path).toBeUndefined();
    }
  });
});

describe('headers', () => {
  const pages = [
    page('index.html', '<script>a()</script>'),
    page('checkout/index.html', '<script>b()</script>'),
    page('deal.html', '<script type="module">c()</script>'),
  ];
  const rules = hostRules(main, pages, ['/robots.txt']);
  const parsed = parseHeaders(renderHeaders(rules));

  it('round-trips through _headers and detaches what a later rule replaces', () => {
    expect(parsed).toEqual(rules.headers);
    expect(resolveHeaders(parsed, '/_astro/x.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(resolveHeaders(parsed, '/robots.txt').get('cache-control')).toBe('public, max-age=3600');
    expect(resolveHeaders(parsed, '/deal').get('cache-control')).toMatch(/max-age=300, stale-while-revalidate/);
  });

  it('gives the payment page payment=(self) and a policy naming only its own inline scripts', () => {
    const home = resolveHeaders(parsed, '/');
    const checkout = resolveHeaders(parsed, '/checkout/');
    expect(home.get('permissions-policy')).toContain('payment=()');
    expect(checkout.get('permissions-policy')).toContain('payment=(self)');
    expect(checkout.get('permissions-policy')).not.toContain('payment=()');
    expect(checkout.get('content-security-policy')).toContain(cspHash('b()'));
    expect(checkout.get('content-security-policy')).not.toContain(cspHash('a()'));
    expect(home.get('content-security-policy')).toContain(cspHash('c()'));
  });

  it('has no unsafe script sources', () => {
    const scriptSrc = /script-src ([^;]*)/.exec(contentSecurityPolicy(main, [cspHash('a()')]))![1]!;
    expect(scriptSrc).not.toMatch(/unsafe|\*|https?:/);
  });

  it('flags a page whose script the policy would block', () => {
    const bad = [
      ...pages,
      page(
        'apply.html',
        '<button onclick="x()">x</button><script src="https://cdn.example/x.js"></script><script>d()</script>',
      ),
    ];
    const found = problems(bad, renderHeaders(rules), renderRedirects(rules));
    expect(found.join('\n')).toMatch(/apply\.html: <button onclick/);
    expect(found.join('\n')).toMatch(/apply\.html: script https:\/\/cdn\.example\/x\.js/);
    // Built after the rules were made, so its inline script is in no policy.
    expect(found).toContain(`apply.html: inline script ${cspHash('d()')} (d()…) is not in its CSP`);
  });
});

describe('brand rules', () => {
  it('lets only the partner-platform brand be framed, by its listed hosts', () => {
    expect(contentSecurityPolicy(main, [])).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(partner, [])).toContain(`frame-ancestors ${partner.framedBy.join(' ')}`);
    const framedMain: Brand = { ...main, framedBy: ['https://portal.example'] };
    expect(() => contentSecurityPolicy(framedMain, [])).toThrow(/only allowed on the partner-platform brand/);
  });

  it('extends connect-src with the telemetry a brand enables', () => {
    const withTelemetry: Brand = {
      ...main,
      telemetry: {
        collectorUrl: 'https://otel.tidyhaven.example/v1',
        vendorOrigins: ['https://events.vendor.example'],
      },
    };
    expect(brandServices(main).map((service) => service.name)).not.toContain('trace collector');
    expect(contentSecurityPolicy(main, [])).toContain("connect-src 'self';");
    expect(contentSecurityPolicy(withTelemetry, [])).toContain(
      "connect-src 'self' https://otel.tidyhaven.example https://events.vendor.example;",
    );
  });

  it('sends noindex unless the brand is indexable and built for its production host', () => {
    expect(indexableHost(main)).toBe(true);
    expect(indexableHost(partner)).toBe(false);
    expect(indexableHost({ ...main, baseUrl: 'https://qa.tidyhaven.example' })).toBe(false);
  });
});

describe('CSP reports', () => {
  it('logs directive, blocked origin and page path without query strings', () => {
    expect(
      summarize({
        'csp-report': {
          'document-uri': 'https://x.example/checkout/?email=a@b.example',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/skim.js?card=4242',
        },
      }),
    ).toEqual(['CSP violation: script-src-elem blocked https://evil.example/skim.js on https://x.example/checkout/']);
  });
});

describe('the engine limits, counted as the engine counts them', () => {
  const header = (valueLength: number) => `/*\n  Content-Security-Policy: ${'x'.repeat(valueLength)}\n`;
  const headerLine = 'Content-Security-Policy: '.length;

  it('counts a header by its whole line (name, colon, space and value), 2,000 characters at most', () => {
    expect(engineLimitProblems(header(HOST_LIMITS.line - headerLine), '')).toEqual([]);
    // A value of 1,976 characters passes a count of values, yet its line is 2,001 long: dropped.
    const over = engineLimitProblems(header(HOST_LIMITS.line - headerLine + 1), '');
    expect(over).toEqual([`_headers line 2 has 2001 characters: the engine drops lines over 2000`]);
  });

  it('counts redirect lines the same way', () => {
    const line = (length: number) => `/a ${'/'.padEnd(length - '/a  308'.length, 'b')} 308`;
    expect(line(2000)).toHaveLength(2000);
    expect(engineLimitProblems('', line(2000))).toEqual([]);
    expect(engineLimitProblems('', line(2001))).toEqual([
      `_redirects line 1 has 2001 characters: the engine drops lines over 2000`,
    ]);
  });

  it('keeps at most 100 _headers rules', () => {
    const rules = (count: number) => Array.from({ length: count }, (_, i) => `/p${i}\n  X-A: 1`).join('\n');
    expect(engineLimitProblems(rules(100), '')).toEqual([]);
    expect(engineLimitProblems(rules(101), '')).toEqual(['101 _headers rules: the engine keeps the first 100']);
  });

  it('counts static redirects up to the first placeholder rule and every rule after it as a placeholder rule', () => {
    const fixed = (count: number) => Array.from({ length: count }, (_, i) => `/s${i} /t${i} 308`);
    const dynamic = (count: number) => Array.from({ length: count }, (_, i) => `/d${i}/:p /d${i}/:p/ 308`);
    expect(engineLimitProblems('', fixed(2000).join('\n'))).toEqual([]);
    expect(engineLimitProblems('', fixed(2001).join('\n'))).toEqual([
      '2001 static redirects: the engine keeps the first 2000',
    ]);
    expect(engineLimitProblems('', dynamic(100).join('\n'))).toEqual([]);
    expect(engineLimitProblems('', dynamic(101).join('\n'))[0]).toMatch(/^101 placeholder redirects/);
    // 99 placeholder rules, then 2 static ones: the engine counts 101 placeholder rules.
    expect(engineLimitProblems('', [...dynamic(99), ...fixed(2)].join('\n'))[0]).toMatch(/^101 placeholder redirects/);
  });

  it('keeps _routes.json to 100 rules of 100 characters', () => {
    const routes = (include: string[]) => JSON.stringify({ version: 1, include, exclude: [] });
    expect(engineLimitProblems('', '', ROUTES_JSON)).toEqual([]);
    expect(engineLimitProblems('', '', routes(Array.from({ length: 100 }, (_, i) => `/r${i}/*`)))).toEqual([]);
    expect(engineLimitProblems('', '', routes(Array.from({ length: 101 }, (_, i) => `/r${i}/*`)))).toHaveLength(1);
    expect(engineLimitProblems('', '', routes([`/${'a'.repeat(99)}`]))).toEqual([]);
    expect(engineLimitProblems('', '', routes([`/${'a'.repeat(100)}`]))).toHaveLength(1);
  });
});

describe('what is uploaded', () => {
  it('names every file that is neither for shoppers nor read by the engine', () => {
    const dir = mkdtempSync(join(tmpdir(), 'publicweb-upload-'));
    try {
      for (const file of [
        'index.html',
        '_headers',
        '_redirects',
        '_worker.js',
        '_routes.json',
        'robots.txt',
        'nginx.conf',
        '.env',
      ]) {
        writeFileSync(join(dir, file), 'x');
      }
      mkdirSync(join(dir, '_astro'));
      writeFileSync(join(dir, '_astro', 'a.js'), 'x');
      writeFileSync(join(dir, '_astro', 'a.js.map'), 'x');
      expect(privateFiles(dir)).toEqual(['.env', '_astro/a.js.map', 'nginx.conf']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
