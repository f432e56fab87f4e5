/**
 * `npm start` and `npm run serve -- --api` answer the API on the static server: it must cut off
 * slow clients (slow loris) like the API's own server does, not after Node's default 300 s. It
 * serves the built site as the CDN does, compressed.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS } from '../api/timeouts.ts';
import { serveBrand } from './serve.ts';

const LONG_PAGE = `<!doctype html><title>Long</title>${'<p>Cleaners near you. '.repeat(400)}`;
let root: string;
let server: Server;
let port: number;

/** One request as raw bytes (no client library cleans the path up first); resolves with the status line and headers. */
function raw(method: string, path: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0] ?? ''));
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.isBuffer(path) ? path : Buffer.from(path, 'latin1'),
        Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      ]),
    );
    setTimeout(() => reject(new Error(`no answer to ${method} ${String(path).slice(0, 80)}`)), 5_000);
  });
}

/** Sends `chunks` one every 100 ms until the server closes the socket; resolves with what it said and when. */
function trickle(chunks: string[]): Promise<{ answer: string; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    const timer = setInterval(() => {
      if (next < chunks.length && !socket.destroyed) socket.write(chunks[next++]!);
    }, 100);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, seconds: (Date.now() - started) / 1000 });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow request open for 8 s'));
    }, 8_000);
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'publicweb-serve-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(root, 'long.html'), LONG_PAGE);
  await writeFile(join(root, '_headers'), '');
  await writeFile(join(root, '_redirects'), '/us/:p1 /us/:p1/ 308\n');
  await mkdir(join(root, 'hub'));
  await writeFile(join(root, 'hub', 'index.html'), '<!doctype html><title>Hub</title>');
  await mkdir(join(root, '_astro'));
  // The API handler's place, as `npm start` mounts it: reads the whole body, then answers.
  const api = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (req.url !== '/api/graphql') return false;
    req.resume();
    req.on('end', () => res.end('{}'));
    return true;
  };
  server = await serveBrand('test', 0, '127.0.0.1', api, { root, timeouts: { headersSeconds: 1, requestSeconds: 2 } });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('the static server behind npm start', () => {
  it(`uses the API's timeouts by default: headers ${HEADERS_TIMEOUT_SECONDS} s, whole request ${REQUEST_TIMEOUT_SECONDS} s`, async () => {
    const plain = await serveBrand('test', 0, '127.0.0.1', undefined, { root });
    try {
      expect(plain.headersTimeout).toBe(HEADERS_TIMEOUT_SECONDS * 1000);
      expect(plain.requestTimeout).toBe(REQUEST_TIMEOUT_SECONDS * 1000);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('still serves an ordinary request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Home</title>');
  });

  it('compresses a page as the CDN does, for a browser that accepts it, and sends it whole to one that does not', async () => {
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/long`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      });
    const gzipped = await raw('gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(LONG_PAGE.length / 10);
    expect(gunzipSync(gzipped.body).toString()).toBe(LONG_PAGE);
    const brotli = await raw('br, gzip');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(LONG_PAGE);
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(LONG_PAGE);
  });

  it('cuts off a client that sends its headers a byte at a time (408, socket closed)', async () => {
    const header = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200);
    const { answer, seconds } = await trickle([...header]);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeLessThan(3);
  });

  it('cuts off a client that sends an API request body a byte at a time', async () => {
    const body = JSON.stringify({ query: '{ lmcHours }' }).padEnd(400, ' ');
    const head = `POST /api/graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, seconds } = await trickle([head, ...body]);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeLessThan(4);
  });

  it('survives a file a rebuild removed after the file list was read: that request fails, the next succeeds', async () => {
    const asset = join(root, 'old.abc123.js');
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(asset, 'console.log(1)');
    // A new server reads the file list (with the asset) at its first request.
    const running = await serveBrand('test', 0, '127.0.0.1', undefined, { root });
    const origin = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/`)).status).toBe(200);
      await rm(asset);
      const gone = await fetch(`${origin}/old.abc123.js`).then(
        (answer) => answer.status,
        () => 'connection closed',
      );
      expect([404, 'connection closed']).toContain(gone);
      expect((await fetch(`${origin}/`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => running.close(resolve));
    }
  });

  it('serves a rebuild without a restart: the new pages with the new build’s headers', async () => {
    const site = await mkdtemp(join(tmpdir(), 'publicweb-serve-rebuild-'));
    await writeFile(join(site, 'index.html'), '<!doctype html><title>Old</title>');
    await writeFile(join(site, '404.html'), '<!doctype html><title>Not found</title>');
    await writeFile(join(site, '_headers'), "/*\n  Content-Security-Policy: script-src 'sha256-old'\n");
    await writeFile(join(site, '_redirects'), '');
    let reloads = 0;
    const running = await serveBrand('test', 0, '127.0.0.1', undefined, { root: site, onReload: () => reloads++ });
    const origin = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/`)).headers.get('content-security-policy')).toBe("script-src 'sha256-old'");
      // The build writes the pages, then the deploy rules last.
      await writeFile(join(site, 'index.html'), '<!doctype html><title>New</title>');
      await writeFile(join(site, 'deal.html'), '<!doctype html><title>Deal</title>');
      await new Promise((resolve) => setTimeout(resolve, 20)); // a later modification time
      await writeFile(join(site, '_headers'), "/*\n  Content-Security-Policy: script-src 'sha256-new'\n");
      const home = await fetch(`${origin}/`);
      expect(home.headers.get('content-security-policy')).toBe("script-src 'sha256-new'");
      expect(await home.text()).toContain('<title>New</title>');
      expect((await fetch(`${origin}/deal`)).status).toBe(200);
      expect(reloads).toBe(1);
    } finally {
      await new Promise((resolve) => running.close(resolve));
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('the static server answers every request and stays up', () => {
  const status = (head: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const location = (head: string) => /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];

  it('redirects a percent-encoded UTF-8 path with the same escapes, as the engine does', async () => {
    const chinese = await raw('GET', '/us/%E4%B8%AD');
    expect(status(chinese)).toBe(308);
    expect(location(chinese)).toBe('/us/%E4%B8%AD/');
    const cafe = await raw('GET', '/us/caf%C3%A9?x=1');
    expect(location(cafe)).toBe('/us/caf%C3%A9/?x=1');
    // Raw UTF-8 bytes in the request line are refused by Node's parser: an answer all the same.
    expect(status(await raw('GET', Buffer.from('/us/café')))).toBe(400);
    expect(status(await raw('GET', '//example.com/'))).toBe(404);
  });

  it('answers invalid escapes, a NUL, a very long path and odd methods', async () => {
    for (const path of ['/%', '/%zz', '/%E4', '/a%00b', '/%2e%2e/%2e%2e/etc/passwd', `/${'x'.repeat(12_000)}`]) {
      expect(status(await raw('GET', path)), path.slice(0, 40)).toBe(404);
    }
    expect(status(await raw('GET', `/${'x'.repeat(100_000)}`))).toBeGreaterThanOrEqual(400);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'MKCOL']) {
      expect(status(await raw(method, '/')), method).toBe(405);
    }
    expect(status(await raw('BREW', '/'))).toBe(400);
    expect(status(await raw('GET', '/'))).toBe(200);
  });

  it('answers as the engine does: 404s never cached, pretty URLs redirected, reading methods only', async () => {
    const missing = await fetch(`http://127.0.0.1:${port}/_astro/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    for (const [from, to] of [
      ['/404.html', '/404'],
      ['/index', '/'],
      ['/index.html', '/'],
      ['/hub/index', '/hub/'],
      ['/hub', '/hub/'],
      ['/long.html?a=1', '/long?a=1'],
      ['/long/', '/long'],
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(308);
      expect(response.headers.get('location'), from).toBe(to);
    }
    expect((await fetch(`http://127.0.0.1:${port}/long`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`http://127.0.0.1:${port}/_headers`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/_worker.js`)).status).toBe(404);
  });

  it('still answers after thousands of generated hostile paths', async () => {
    const segment = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
      fc.string({ unit: 'binary', maxLength: 8 }).map((text) => encodeURIComponent(text).replace(/%2F/g, '/')),
      fc.constantFrom(
        '%',
        '%z',
        '%zz',
        '%E4',
        '%E4%B8',
        '%C3%28',
        '%00',
        '%FF',
        '..',
        '.',
        '',
        '%2e%2e',
        'index',
        'index.html',
      ),
      fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,20}$/),
      fc.integer({ min: 1, max: 3000 }).map((length) => 'a'.repeat(length)),
    );
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.option(fc.string({ maxLength: 10 })))
      .map(
        ([parts, slash, query]) =>
          `/${parts.join('/')}${slash ? '/' : ''}${query === null ? '' : `?${encodeURIComponent(query)}`}`,
      );
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE');
    await fc.assert(
      fc.asyncProperty(method, path, async (verb, target) => {
        const answer = status(await raw(verb, target));
        return answer >= 200 && answer < 600 && answer !== 500;
      }),
      { numRuns: 2_000 },
    );
    expect(status(await raw('GET', '/'))).toBe(200);
  }, 60_000);
});
