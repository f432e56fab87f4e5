/**
 * `npm run serve -- --api` (and `npm start`, which stops the same way: api/server.ts
 * drainOnSignals) hosts the API: on SIGTERM it drains as `npm run api` does, readiness 503 at once
 * while it keeps answering for API_DRAIN_SECONDS, then exits clean, instead of dropping shoppers.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH } from '../src/graphql/endpoint.ts';
import { freePort } from './lib/system.ts';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'publicweb-drain-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(root, '_headers'), '');
  await writeFile(join(root, '_redirects'), '');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the local server that hosts the API', () => {
  it('drains on SIGTERM: readiness 503 at once, the API still answers in the window, then a clean exit', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [SERVE, '--brand', 'main', '--root', root, '--port', String(port), '--api'], {
      env: { ...process.env, API_DRAIN_SECONDS: '2', API_STOP_SECONDS: '6', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not serving after 90 s:\n${output}`)), 90_000);
        child.stdout.on('data', () => {
          if (!output.includes('Serving ')) return;
          clearTimeout(timer);
          resolve();
        });
        child.once('exit', () => reject(new Error(`exited before serving:\n${output}`)));
      });
      const origin = `http://127.0.0.1:${port}`;
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);

      const signalled = Date.now();
      child.kill('SIGTERM');
      // Until the signal is handled the answer may still be 200: wait for what a load balancer sees.
      let ready = 200;
      while (ready === 200 && Date.now() - signalled < 1_500) ready = (await fetch(`${origin}/readyz`)).status;
      expect(ready).toBe(503);
      const answer = await fetch(`${origin}${API_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-client-name': 'publicweb' },
        body: '{"query":"{ lmcHours }"}',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('connection')).toBe('close');
      expect(((await answer.json()) as { data?: unknown }).data).toBeDefined();
      // The static site is served in the window too.
      expect((await fetch(`${origin}/`)).status).toBe(200);

      const { code, at } = await exited;
      expect(code, output).toBe(0);
      expect(at - signalled).toBeGreaterThanOrEqual(2_000);
      expect(at - signalled).toBeLessThan(7_000);
      expect(output).toMatch(/shutdown_done/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
