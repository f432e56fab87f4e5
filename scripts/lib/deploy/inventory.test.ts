import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutInventory } from './inventory.ts';

const site = mkdtempSync(join(tmpdir(), 'publicweb-inventory-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(site, path, '..'), { recursive: true });
  writeFileSync(join(site, path), text);
};

describe('checkoutInventory', () => {
  it('lists what the page loads later: on-demand imports in any quotes and a worker started by its address', () => {
    write(
      'checkout/index.html',
      '<html><head><script type="module" src="/_astro/loader.A.js"></script></head><body></body></html>',
    );
    write(
      '_astro/loader.A.js',
      'import{t}from"./track.B.js";const e=()=>import(`./errors.C.js`),a=()=>import("./analytics.D.js");',
    );
    write('_astro/track.B.js', 'export const t=1;');
    write('_astro/errors.C.js', 'export const r=()=>import(`./replay.E.js`);');
    write('_astro/analytics.D.js', 'export {};');
    write('_astro/replay.E.js', 'var w=`/_astro/worker-bundler-F.js`;new Worker(w);');
    write('_astro/worker-bundler-F.js', 'self.onmessage=()=>{};');

    const entries = checkoutInventory(site);
    expect(Object.fromEntries(entries.map((entry) => [entry.script, entry.why]))).toEqual({
      '/_astro/loader.A.js': 'script element of the page',
      '/_astro/track.B.js': 'imported by loader.A.js',
      '/_astro/errors.C.js': 'loaded on demand by loader.A.js',
      '/_astro/analytics.D.js': 'loaded on demand by loader.A.js',
      '/_astro/replay.E.js': 'loaded on demand by errors.C.js',
      '/_astro/worker-bundler-F.js': 'started by address by replay.E.js (a worker)',
    });
    expect(entries.every((entry) => entry.sha256.startsWith('sha256-'))).toBe(true);
  });
});
