import fs, {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertWholePages, atomicHtmlWrites, brokenPages, unshare } from './pageWrites.ts';

let root: string;
const page = (words: string) => `<!DOCTYPE html><html><body>${words.repeat(2000)}</body></html>`;
const put = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-writes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('atomicHtmlWrites', () => {
  it("re-rendering a cached page in one checkout leaves a hard-linked checkout's copy whole", async () => {
    // Two checkouts whose node_modules are hard-linked copies share each cached page's inode.
    const mine = join(root, 'mine', '.astro', 'main', 'dist', 'us', 'idaho', 'chubbuck', 'index.html');
    const theirs = join(root, 'theirs', '.astro', 'main', 'dist', 'us', 'idaho', 'chubbuck', 'index.html');
    put(mine, page('old '));
    mkdirSync(join(theirs, '..'), { recursive: true });
    linkSync(mine, theirs);

    const restore = atomicHtmlWrites([join(root, 'mine')]);
    try {
      await fs.promises.writeFile(new URL(`file://${mine}`), page('new '));
    } finally {
      restore();
    }
    expect(readFileSync(mine, 'utf8')).toBe(page('new '));
    expect(readFileSync(theirs, 'utf8')).toBe(page('old '));
    expect(readdirSync(join(mine, '..'))).toEqual(['index.html']); // no temporary file left behind

    // Without the guard a write goes through a shared inode: the other checkout's copy changes
    // under it (and is empty while the write is under way).
    rmSync(theirs);
    linkSync(mine, theirs);
    await fs.promises.writeFile(mine, page('third '));
    expect(readFileSync(theirs, 'utf8')).toBe(page('third '));
  });

  it('a build copying a cached page while another build rewrites it always gets a whole page', async () => {
    const cached = join(root, 'cache', 'dist', 'city', 'index.html');
    const out = join(root, 'out', 'city', 'index.html');
    put(cached, page('a '));
    mkdirSync(join(out, '..'), { recursive: true });
    const restore = atomicHtmlWrites([join(root, 'cache'), join(root, 'out')]);
    const copies: string[] = [];
    try {
      const writer = (async () => {
        for (let i = 0; i < 60; i++) await fs.promises.writeFile(cached, page(i % 2 ? 'a ' : 'b '));
      })();
      const reader = (async () => {
        for (let i = 0; i < 60; i++) {
          await fs.promises.copyFile(cached, out);
          copies.push(readFileSync(out, 'utf8'));
        }
      })();
      await Promise.all([writer, reader]);
    } finally {
      restore();
    }
    expect(copies.filter((copy) => copy !== page('a ') && copy !== page('b '))).toEqual([]);
  });

  it("unshare gives a checkout its own manifest: writing it in place leaves the other checkout's", () => {
    const mine = join(root, 'mine.json');
    const theirs = join(root, 'theirs.json');
    writeFileSync(mine, '{"routes":"old"}');
    linkSync(mine, theirs);
    unshare(mine);
    writeFileSync(mine, '{"routes":"new"}');
    expect(readFileSync(theirs, 'utf8')).toBe('{"routes":"old"}');
    expect(readFileSync(mine, 'utf8')).toBe('{"routes":"new"}');
  });

  it('leaves writes of other files and other folders as they were, and restores fs', async () => {
    const original = { writeFile: fs.promises.writeFile, copyFile: fs.promises.copyFile };
    const restore = atomicHtmlWrites([join(root, 'out')]);
    const elsewhere = join(root, 'elsewhere.html');
    const data = join(root, 'out', 'data.json');
    mkdirSync(join(root, 'out'));
    await fs.promises.writeFile(elsewhere, 'x');
    await fs.promises.writeFile(data, '{}');
    restore();
    expect(readFileSync(elsewhere, 'utf8')).toBe('x');
    expect(readFileSync(data, 'utf8')).toBe('{}');
    expect(fs.promises.writeFile).toBe(original.writeFile);
    expect(fs.promises.copyFile).toBe(original.copyFile);
  });
});

describe('the whole-page check after a build', () => {
  it('fails the build naming empty and cut-off pages, and drops their cached copies', () => {
    const out = join(root, 'dist', 'main');
    const cache = join(root, 'cache');
    put(join(out, 'index.html'), `${page('home ')}\n`);
    put(join(out, 'us', 'idaho', 'chubbuck', 'index.html'), '');
    put(join(out, 'us', 'maryland', 'edgewood', 'index.html'), page('edge ').slice(0, 5000));
    for (const file of ['index.html', 'us/idaho/chubbuck/index.html', 'us/maryland/edgewood/index.html']) {
      put(join(cache, 'dist', file), page('cached '));
    }

    expect(brokenPages(out)).toEqual(['us/idaho/chubbuck/index.html', 'us/maryland/edgewood/index.html']);
    expect(() => assertWholePages(out, cache)).toThrow(
      '2 built pages are empty or cut off (no closing </html>): us/idaho/chubbuck/index.html, ' +
        'us/maryland/edgewood/index.html. Their cached copies were removed; build again.',
    );
    expect(existsSync(join(cache, 'dist', 'us/idaho/chubbuck/index.html'))).toBe(false);
    expect(existsSync(join(cache, 'dist', 'us/maryland/edgewood/index.html'))).toBe(false);
    expect(existsSync(join(cache, 'dist', 'index.html'))).toBe(true);
  });

  it('passes a build whose pages are all whole', () => {
    const out = join(root, 'dist', 'main');
    put(join(out, 'index.html'), page('home '));
    put(join(out, 'deal.html'), `${page('deal ')}\n  `);
    expect(() => assertWholePages(out)).not.toThrow();
  });
});
