// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, MAX_QUEUED_REPORTS, queuedReports, reportError, type ErrorReport } from './reportError.ts';

afterEach(() => {
  globalThis.__publicwebErrors = undefined;
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('queues the report, announces it as a window event and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard: ErrorReport[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<ErrorReport>).detail);
    window.addEventListener(ERROR_EVENT, listener);
    const report = reportError(new Error('Voucher cohort "X" is unknown'), { source: 'test' });
    window.removeEventListener(ERROR_EVENT, listener);

    expect(report).toEqual({
      message: 'Voucher cohort "X" is unknown',
      context: { source: 'test' },
      at: expect.any(String),
      error: expect.any(Error),
    });
    expect(queuedReports()).toEqual([report]);
    expect(heard).toEqual([report]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('accepts anything thrown and keeps only the latest reports', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportError('plain text');
    reportError({ code: 42 });
    expect(queuedReports().map((r) => r.message)).toEqual(['plain text', '{"code":42}']);
    for (let i = 0; i < MAX_QUEUED_REPORTS + 5; i++) reportError(new Error(`n${i}`));
    expect(queuedReports()).toHaveLength(MAX_QUEUED_REPORTS);
    expect(queuedReports().at(-1)?.message).toBe(`n${MAX_QUEUED_REPORTS + 4}`);
  });

  it('never throws, even when logging fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {
      throw new Error('console is gone');
    });
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});
