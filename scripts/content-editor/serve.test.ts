/**
 * `npm run content` (./serve.ts, ./files.ts): closed to the network and as strict as the build.
 * The editor runs over a copy of src/content/ in a temporary working copy; each test talks to its
 * file API as the editor page does (POST /api/v1), or as another computer or web page would.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCollection } from '../../src/copy/content.ts';
import { COLLECTIONS } from '../../src/copy/collections.ts';
import { validateContent } from '../../src/copy/validate.ts';
import { listBrandKeys } from '../../src/brand/load.ts';
import { inEditorWords } from './files.ts';
import { startEditor } from './serve.ts';

const port = Number(process.env['PW_PORT_BASE'] ?? 4401) + 91;
let repo: string;
let editor: Awaited<ReturnType<typeof startEditor>>;
const saved: string[][] = [];

const file = (path: string) => join(repo, path);
const read = (path: string) => readFileSync(file(path), 'utf8');

/** POSTs to the file API as the editor page does; resolves with status and JSON body. */
function api(
  body: unknown,
  headers: Record<string, string> = {},
  host = '127.0.0.1',
): Promise<{ status: number; body: { error?: string } & Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        path: '/api/v1',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const json = (res.headers['content-type'] ?? '').startsWith('application/json');
          resolve({ status: res.statusCode!, body: json ? JSON.parse(text) : { text } });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const persist = (path: string, raw: string) =>
  api({ action: 'persistEntry', params: { dataFiles: [{ path, raw, slug: 'x' }], assets: [], options: {} } });

/** A service page's file with one frontmatter line replaced. */
function withLine(path: string, from: RegExp, to: string): string {
  const text = read(path);
  expect(text).toMatch(from);
  return text.replace(from, to);
}

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'content-editor-repo-'));
  cpSync(join(process.cwd(), 'src', 'content'), join(repo, 'src', 'content'), { recursive: true });
  writeFileSync(join(repo, 'package.json'), '{"name":"secret"}\n');
  // The copy is a git working copy like the real one: a file broken later has a committed version.
  execFileSync('git', ['init', '-q'], { cwd: repo });
  execFileSync('git', ['add', '.'], { cwd: repo });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'copy'], { cwd: repo });
  // The copy has no build script: a save's preview build fails at once, and is not what these tests check.
  const dist = join(repo, 'dist');
  editor = await startEditor(port, { repoRoot: repo, distRoot: dist, onSaved: (paths) => saved.push(paths) });
});
afterAll(async () => {
  await editor?.close();
  if (repo) rmSync(repo, { recursive: true, force: true });
});
beforeEach(() => {
  execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });
  execFileSync('git', ['clean', '-qfd', 'src'], { cwd: repo });
});

describe('closed to the network', () => {
  it('listens on the loopback address only; another address of this computer gets no answer', async () => {
    expect((editor.server.address() as AddressInfo).address).toBe('127.0.0.1');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (external) {
      await expect(api({ action: 'info' }, {}, external.address)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
    expect((await api({ action: 'info' })).status).toBe(200);
  });

  it('sends a page opened as localhost to 127.0.0.1, where its file API is', async () => {
    const answer = await fetch(`http://localhost:${port}/`, { redirect: 'manual' });
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(`http://127.0.0.1:${port}/`);
  });

  it('refuses a request addressed by another name or sent by another web page', async () => {
    expect((await api({ action: 'info' }, { Host: `evil.example:${port}` })).status).toBe(421);
    expect((await api({ action: 'info' }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await api({ action: 'info' }, { 'Content-Type': 'text/plain' })).status).toBe(403);
  });

  it('reads and writes nothing outside src/content/ and the media folder', async () => {
    const outside = await api({ action: 'getEntry', params: { path: 'package.json' } });
    expect(outside.status).toBe(403);
    expect(JSON.stringify(outside.body)).not.toContain('secret');
    expect(
      (await api({ action: 'entriesByFolder', params: { folder: 'src', extension: 'ts', depth: 3 } })).status,
    ).toBe(403);
    for (const path of ['scripts/evil.ts', 'src/content/../../scripts/evil.ts', '/tmp/evil.yaml']) {
      const answer = await persist(path, 'x: 1\n');
      expect(answer.status).toBe(403);
      expect(answer.body.error).toContain('outside src/content/');
    }
    expect(existsSync(file('scripts/evil.ts'))).toBe(false);
    const media = await api({
      action: 'persistMedia',
      params: { asset: { path: 'scripts/evil.png', content: 'eA==', encoding: 'base64' } },
    });
    expect(media.status).toBe(403);
    expect((await api({ action: 'deleteFile', params: { path: 'package.json' } })).status).toBe(403);
    expect(existsSync(file('package.json'))).toBe(true);
  });

  it('does not follow a link out of src/content/', async () => {
    mkdirSync(file('outside'));
    symlinkSync(file('outside'), file('src/content/help/escape'));
    expect((await persist('src/content/help/escape/x.yaml', 'order: 1\n')).status).toBe(403);
    expect(existsSync(file('outside/x.yaml'))).toBe(false);
  });
});

/** Changes the build refuses: [what, file, line to replace, its replacement, part of the message]. */
const REFUSED: [string, string, RegExp, string, string][] = [
  [
    'a related page that does not exist',
    'src/content/services/deep-cleaning.md',
    /^related:\n {2}- [a-z-]+$/m,
    'related:\n  - deep-claening',
    'Related, item 1 is "deep-claening", which is not another service page',
  ],
  [
    'an ad group id another ad group uses',
    'src/content/ad-groups/deep-cleaning.yaml',
    /^id: .*$/m,
    `id: '${/id: '(\d+)'/.exec(readFileSync('src/content/ad-groups/house-cleaning.yaml', 'utf8'))![1]}'`,
    'is already used by',
  ],
  ['a cleared ad group id', 'src/content/ad-groups/deep-cleaning.yaml', /^id: .*$/m, 'id:', 'id is required'],
  [
    'an outside link in a Markdown field',
    'src/content/pages/service.yaml',
    /^moreAnswers: .*$/m,
    "moreAnswers: 'More answers [elsewhere](https://example.com/).'",
    'More answers links to "https://example.com/": a link must go to a path on the site',
  ],
  [
    'a misspelt placeholder',
    'src/content/ad-groups/default.yaml',
    /^ctaHeading: .*$/m,
    'ctaHeading: Ready for {brnd}?',
    '{brnd}',
  ],
];

describe('as strict as the build', () => {
  it('saves a good change as a one-line diff and says so', async () => {
    const path = 'src/content/services/deep-cleaning.md';
    const before = read(path);
    const answer = await persist(path, withLine(path, /^heading: .*$/m, 'heading: A deep clean, top to bottom'));
    expect(answer.status).toBe(200);
    const after = read(path).split('\n');
    expect(after.filter((line, index) => line !== before.split('\n')[index])).toEqual([
      'heading: A deep clean, top to bottom',
    ]);
    expect(saved.at(-1)).toEqual([path]);
  });

  it.each(REFUSED)(
    'refuses %s with the build’s message and leaves the file as it was',
    async (_name, path, from, to, message) => {
      const before = read(path);
      const answer = await persist(path, withLine(path, from, to));
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatch(/^Not saved: the build would refuse it\. src\/content\//);
      expect(answer.body.error).toContain(message);
      expect(read(path)).toBe(before);
    },
  );

  it('starts and saves other files while one is broken by hand, and saves its fix', async () => {
    const broken = 'src/content/help/account.yaml';
    writeFileSync(file(broken), read(broken).replace(/^title: .*$/m, 'title:'));
    const other = 'src/content/ad-groups/default.yaml';
    const ok = await persist(other, withLine(other, /^ctaHeading: .*$/m, 'ctaHeading: Ready when you are'));
    expect(ok.status).toBe(200);
    // A new mistake in the file being saved is still refused, broken file or not.
    const bad = await persist(other, withLine(other, /^ctaHeading: .*$/m, 'ctaHeading: Ready for {brnd}?'));
    expect(bad.status).toBe(422);
    const fix = await persist(broken, read(broken).replace(/^title:$/m, 'title: Your account'));
    expect(fix.body.error).toBeUndefined();
    expect(fix.status).toBe(200);
    expect(read(broken)).toContain('title: Your account');
  });

  it('refuses to delete a page others name, naming them; deletes one nobody needs', async () => {
    const answer = await api({ action: 'deleteFiles', params: { paths: ['src/content/services/deep-cleaning.md'] } });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('src/content/services/house-cleaning.md (related pages)');
    expect(answer.body.error).toContain('the header\u2019s Services menu'.replace('\u2019', "'"));
    expect(existsSync(file('src/content/services/deep-cleaning.md'))).toBe(true);

    const page = await api({ action: 'deleteFile', params: { path: 'src/content/pages/apply.yaml' } });
    expect(page.status).toBe(422);
    expect(page.body.error).toContain('src/content/pages/apply.yaml: is missing');

    const spare = await api({ action: 'deleteFile', params: { path: 'src/content/ad-groups/spring-cleaning.yaml' } });
    expect(spare.status).toBe(200);
    expect(existsSync(file('src/content/ad-groups/spring-cleaning.yaml'))).toBe(false);
  });
});

type OwnFile = { name: string; label: string; file: string; fields: { required: boolean }[] };
/** The editor page's settings for `brand`, as the page loads them. */
async function settingsFor(brand: string) {
  const html = await (await fetch(`http://127.0.0.1:${port}/?brand=${brand}`)).text();
  const json = /window\.EDITOR_SETTINGS = (.*?);<\/script>/.exec(html)![1]!;
  return JSON.parse(json) as {
    brand: { key: string; name: string };
    config: { collections: { name: string; label: string; files?: OwnFile[] }[] };
    pages: Record<string, Record<string, string>>;
  };
}

describe('a brand’s own words', () => {
  it.each([
    ['brightwick', 'Brightwick Cleaning'],
    ['maple-and-mop', 'Maple & Mop'],
  ])('lists every entry %s may have its own words for, its home copy first among its own', async (key, name) => {
    const settings = await settingsFor(key);
    expect(settings.brand).toEqual({ key, name });
    const own = settings.config.collections.find((collection) => collection.name === 'own')!;
    expect(own.label).toBe(`${name}'s own words`);
    const home = own.files![0]!;
    expect(home.file).toBe(`src/content/home/brands/${key}/home.yaml`);
    expect(home.label).toBe(`Home page: ${name}'s own words`);
    expect(home.fields.length).toBeGreaterThanOrEqual(18);
    expect(home.fields.every((item) => item.required === false)).toBe(true);
    const service = own.files!.find((entry) => entry.name === 'services--deep-cleaning')!;
    expect(service.file).toBe(`src/content/services/brands/${key}/deep-cleaning.md`);
    expect(service.label).toBe('Service page /services/deep-cleaning: the shared words (save to give it its own)');
    for (const folder of ['services', 'ad-groups', 'help', 'home', 'pages', 'legal', 'places']) {
      expect(own.files!.some((entry) => entry.name.startsWith(`${folder}--`))).toBe(true);
    }
    expect(settings.pages['home']).toEqual({ '*': '/' });
  });

  it('saves a brand’s own version of one field where the build reads it; the rest stays shared', async () => {
    const path = 'src/content/services/brands/brightwick/deep-cleaning.md';
    const answer = await persist(path, '---\nheading: A deeper clean, room by room\n---\n');
    expect(answer.body.error).toBeUndefined();
    expect(read(path)).toBe('---\nheading: A deeper clean, room by room\n---\n');
    const content = join(repo, 'src', 'content');
    expect(validateContent(content, listBrandKeys())).toBeUndefined();
    const services = readCollection('services', COLLECTIONS.services.schema, content);
    const shared = services.entries.find((entry) => entry.key === 'deep-cleaning')!;
    const own = services.overridden.get('brightwick')!.get('deep-cleaning')!;
    expect(own.heading).toBe('A deeper clean, room by room');
    expect({ ...own, heading: shared.heading, file: shared.file }).toEqual(shared);
    expect(saved.at(-1)).toEqual([path]);
    const page = await settingsFor('brightwick');
    const listed = page.config.collections.find((collection) => collection.name === 'own')!.files!;
    expect(listed.find((entry) => entry.file === path)!.label).toContain("Brightwick Cleaning's own words");
  });

  it('refuses a brand’s own version the build would refuse, and writes nothing', async () => {
    const long = 'Deep cleaning for every room, every baseboard and every vent!';
    const path = 'src/content/services/brands/brightwick/deep-cleaning.md';
    const answer = await persist(path, `---\nheading: ${long}\n---\n`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain(`${path}: Heading is ${long.length} characters (at most 60)`);
    expect(existsSync(file(path))).toBe(false);
    const stray = 'src/content/services/brands/brightwik/deep-cleaning.md';
    const wrong = await persist(stray, '---\nheading: A deeper clean\n---\n');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toContain('src/content/services/brands/brightwik: is not a brand');
    expect(existsSync(file(stray))).toBe(false);
  });
});

describe('the build’s messages in a marketer’s words', () => {
  it.each([
    [
      'src/content/ad-groups/x.yaml: ctaHeading Invalid input: expected string, received number',
      'src/content/ad-groups/x.yaml: Call-to-action heading must be text',
      'ctaHeading',
    ],
    [
      'src/content/services/x.md: faq.2.answer is required',
      'src/content/services/x.md: Questions (FAQ), item 3, Answer is required',
      'faq',
    ],
    [
      'src/content/services/brands/brightwik: is not a brand (one of: main)',
      'src/content/services/brands/brightwik: is not a brand (one of: main)',
      undefined,
    ],
  ])('%s', (problem, message, field) => {
    expect(inEditorWords(problem)).toEqual({ message, field });
  });
});
