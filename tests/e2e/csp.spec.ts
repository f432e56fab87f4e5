/**
 * The strict Content-Security-Policy in a real browser. Every test's page runs behind the served
 * headers and fails on a violation (the page fixture in fixtures.ts); this spec proves the fixture
 * notices one. One page of every template with its islands hydrated under the policy (and fitting
 * 320 px) is walked in a11y.spec.ts, in the same page load as its axe check at 320 px; the purchase
 * path under the same policy is checkout.spec.ts and deal-buy.spec.ts.
 */
import { expect, test } from './fixtures.ts';

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
