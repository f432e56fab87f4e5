import { describe, expect, it } from 'vitest';
import { errorOptions, REPLAY_ON_ERROR_RATE, REPLAY_SESSION_RATE } from './errors.ts';
import { replayOptions } from './replay.ts';

describe('session replay options (spec §9)', () => {
  it('samples 0.1 of sessions and 0.1 on error, set on the client that replay reads them from', () => {
    expect([REPLAY_SESSION_RATE, REPLAY_ON_ERROR_RATE]).toEqual([0.1, 0.1]);
    const options = errorOptions({ dsn: 'https://k@errors.brand.example/1', environment: 'x', brand: 'b', tier: 't' });
    expect(options).toMatchObject({ replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 0.1 });
  });

  it('masks all text and inputs and blocks all media (card fields are never recorded)', () => {
    expect(replayOptions()).toMatchObject({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
    expect(replayOptions()).not.toHaveProperty('networkDetailAllowUrls');
  });

  it('uses the self-hosted compression worker: a same-origin path, never a blob: or another host', () => {
    const url = replayOptions()!.workerUrl!;
    expect(url).toMatch(/^\/[^/]/);
    expect(url).toContain('worker-bundler');
    expect(new URL(url, 'https://brand.example').origin).toBe('https://brand.example');
  });
});
