/**
 * One page of every template of the template brands (tests/lib/brandGroups.ts) at 320 px, every FAQ answer open and every island
 * scrolled into view until it has hydrated:
 * - the strict Content-Security-Policy in a real browser, with zero violations (the fixture in
 *   fixtures.ts fails any test whose page meets one; this spec also proves it notices);
 * - reflow (WCAG 1.4.10): nothing is wider than the screen, so nothing scrolls sideways.
 * The purchase path under the same policy is checkout.spec.ts and deal-buy.spec.ts: every test
 * runs behind the served headers.
 */
import { expect, sidewaysOverflow, templatePages, test } from './fixtures.ts';

test.use({ viewport: { width: 320, height: 640 } });

test(
  'every template hydrates its islands with zero CSP violations and fits 320 px without sideways scrolling',
  { tag: '@template-brands' },
  async ({ page, brand }) => {
    test.setTimeout(120_000); // one page of every template, each scrolled until its islands hydrate
    const wide: string[] = [];
    for (const path of templatePages(brand.key)) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      // Islands inside FAQ answers hydrate once their <details> is open and on screen.
      await page
        .locator('details')
        .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      const islands = page.locator('astro-island');
      const count = await islands.count();
      for (let index = 0; index < count; index += 1) await islands.nth(index).scrollIntoViewIfNeeded();
      // Astro removes `ssr` from an island once it has hydrated.
      await expect(page.locator('astro-island[ssr]'), `${path}: islands left unhydrated`).toHaveCount(0);
      const overflow = await sidewaysOverflow(page);
      if (overflow) wide.push(`${path}: ${overflow}`);
    }
    expect(wide, 'pages wider than the 320 px viewport').toEqual([]);
  },
);

test(
  'a script the policy does not list is blocked and reported',
  { tag: '@template-brands' },
  async ({ page, cspViolations }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-injected', 'ran');
    expect(cspViolations.join('\n')).toMatch(/script-src/);
    // The violation was the point of this test; the fixture must not fail it.
    cspViolations.splice(0);
  },
);
