import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/browser', async (original) => ({
  ...(await original<typeof import('@sentry/browser')>()),
  init: sdk.init,
  captureException: sdk.captureException,
}));

const { errorOptions, startErrors } = await import('./errors.ts');

const config = {
  dsn: 'https://publickey@errors.brand.example/1',
  environment: 'staging',
  brand: 'staging',
  tier: 'development',
};

beforeEach(() => {
  sdk.init.mockClear();
  sdk.captureException.mockClear();
});

describe('error reporting options', () => {
  it('DSN and environment from the brand; no default integrations (no global handlers, breadcrumbs or sessions); no PII', () => {
    const options = errorOptions(config);
    expect(options).toMatchObject({
      dsn: config.dsn,
      environment: 'staging',
      defaultIntegrations: false,
      sendDefaultPii: false,
    });
    expect((options.integrations as { name: string }[]).map((i) => i.name).sort()).toEqual([
      'Dedupe',
      'EventFilters',
      'HttpContext',
      'LinkedErrors',
    ]);
    expect(options).not.toHaveProperty('tracesSampleRate');
  });
});

describe('the loader sink', () => {
  it('reports an island error with the original error and the island’s name as a tag', () => {
    const sink = startErrors(config);
    expect(sdk.init).toHaveBeenCalledOnce();
    const thrown = new Error('boom');
    sink.send('error', 'report', {
      message: 'boom',
      error: thrown,
      context: { source: 'PriceCard', stack: 'at PriceCard' },
    });
    expect(sdk.captureException).toHaveBeenCalledWith(thrown, {
      tags: { kind: 'report', island: 'PriceCard' },
      extra: { context: { source: 'PriceCard', stack: 'at PriceCard' } },
    });
  });

  it('tags a §4 fallback with its reason, an early rejection as early, and wraps non-errors', () => {
    const sink = startErrors(config);
    sink.send('error', 'report', {
      message: 'Voucher cohort "X" is unknown',
      error: new Error('Voucher cohort "X" is unknown'),
      context: { source: 'MembershipOptions', reason: 'unknown-cohort' },
    });
    expect(sdk.captureException.mock.calls[0]![1]).toMatchObject({
      tags: { island: 'MembershipOptions', reason: 'unknown-cohort' },
    });
    sink.send('error', 'rejection', { message: 'plain', error: 'plain', early: true });
    const [wrapped, hint] = sdk.captureException.mock.calls[1]!;
    expect(wrapped).toBeInstanceOf(Error);
    expect((wrapped as Error).message).toBe('plain');
    expect(hint).toEqual({ tags: { kind: 'rejection', early: 'true' } });
  });

  it('ignores analytics events', () => {
    startErrors(config).send('event', 'ViewContent', { path: '/' });
    expect(sdk.captureException).not.toHaveBeenCalled();
  });
});
