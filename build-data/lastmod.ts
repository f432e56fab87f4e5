/**
 * Each sitemap URL's `lastmod` is the date its page's content last changed, not the build's clock.
 * The record of that is committed beside the sources, one file per brand
 * (build-data/lastmod/<brand>.tsv: path, a hash of the page's content, the date it took that
 * content), so every clone of a commit, fresh in CI or not, gives the same dates. After a build:
 * a page whose content hash is recorded keeps its date; a new or changed page takes the build's
 * source date (SOURCE_DATE_EPOCH: the built commit's date) and the record is rewritten, to be
 * committed with the change that made it (docs/deploying.md, "Reproducible builds").
 *
 * The hash reads what a crawler reads: the page without its code (scripts other than structured
 * data, stylesheets, class names, island ids, the names of hashed assets /_astro/…), so a change of code alone
 * (a script, a style, an inline head script shared by every page) dates no page.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { distRoot, repoRoot } from './dist.ts';

export type LastmodRecord = Map<string, { hash: string; day: string }>;

export function lastmodFile(brand: string, root = repoRoot): string {
  return join(root, 'build-data', 'lastmod', `${brand}.tsv`);
}

/**
 * Where a build reads and writes the record: the committed file for the repository's own build;
 * a build into another tree (PUBLICWEB_DIST: the e2e suite's drafts, the content editor,
 * scripts/reproducible.ts) starts from the committed file and keeps its changes in that tree.
 */
export function recordFiles(brand: string, env: NodeJS.ProcessEnv = process.env): { read: string; write: string } {
  const committed = lastmodFile(brand);
  if (!env['PUBLICWEB_DIST']) return { read: committed, write: committed };
  const own = join(distRoot, '.cache', 'lastmod', `${brand}.tsv`);
  return { read: existsSync(own) ? own : committed, write: own };
}

export function readRecord(file: string): LastmodRecord {
  const record: LastmodRecord = new Map();
  if (!existsSync(file)) return record;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [path, hash, day] = line.split('\t');
    if (path && hash && day && !path.startsWith('#')) record.set(path, { hash, day });
  }
  return record;
}

export function writeRecord(file: string, record: LastmodRecord): void {
  mkdirSync(dirname(file), { recursive: true });
  const lines = [...record]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, { hash, day }]) => `${path}\t${hash}\t${day}`);
  writeFileSync(
    file,
    `# path\tcontent hash\tdate of that content (written by npm run build; commit it)\n${lines.join('\n')}\n`,
  );
}

/** The hash of what a crawler reads on a page: its HTML without its code (structured data kept). */
export function contentHash(html: string): string {
  const words = html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '<script>')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '<style>')
    .replace(/<link\b[^>]*\/_astro\/[^>]*>/gi, '')
    .replace(/\s(?:class|uid|data-pw-chain|component-export|opts)="[^"]*"/g, '')
    .replace(/\/_astro\/[^"'\s),]+/g, '/_astro/');
  return createHash('sha256').update(words).digest('hex').slice(0, 16);
}

/** The built file of a site path: / -> index.html, /hub/ -> hub/index.html, /deal -> deal.html. */
function pageFile(siteDir: string, path: string): string {
  const decoded = decodeURIComponent(path);
  const candidates = decoded.endsWith('/')
    ? [`${decoded}index.html`]
    : [`${decoded}.html`, `${decoded}/index.html`, decoded];
  const found = candidates.map((file) => join(siteDir, file)).find((file) => existsSync(file));
  if (!found) throw new Error(`Sitemap URL ${path} has no built page in ${siteDir}`);
  return found;
}

/** YYYY-MM-DD of SOURCE_DATE_EPOCH (set by the build). */
export function sourceDay(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = Number(env['SOURCE_DATE_EPOCH']);
  if (!env['SOURCE_DATE_EPOCH'] || !Number.isFinite(epoch)) throw new Error('SOURCE_DATE_EPOCH is not set');
  return new Date(epoch * 1000).toISOString().slice(0, 10);
}

/**
 * Rewrites every `<lastmod>` of the brand's sitemaps from the record (updating the record for
 * changed pages) and the index's from its sitemaps; returns how many pages took `day`.
 */
export function stampSitemaps(
  brand: string,
  siteDir: string,
  day: string,
  files: { read: string; write: string } = recordFiles(brand),
): { changed: number } {
  const sitemaps = readdirSync(siteDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  if (sitemaps.length === 0) return { changed: 0 };
  const before = readRecord(files.read);
  const after: LastmodRecord = new Map();
  let changed = 0;
  const newestOf = new Map<string, string>();
  for (const name of sitemaps) {
    let newest = '';
    const xml = readFileSync(join(siteDir, name), 'utf8').replace(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?/g,
      (_whole, loc: string) => {
        const path = new URL(loc).pathname;
        const hash = contentHash(readFileSync(pageFile(siteDir, path), 'utf8'));
        const known = before.get(path);
        const entry = known?.hash === hash ? known : { hash, day };
        if (entry !== known) changed += 1;
        after.set(path, entry);
        if (entry.day > newest) newest = entry.day;
        return `<url><loc>${loc}</loc><lastmod>${entry.day}</lastmod>`;
      },
    );
    writeFileSync(join(siteDir, name), xml);
    newestOf.set(name, newest);
  }
  const index = join(siteDir, 'sitemap-index.xml');
  if (existsSync(index)) {
    const xml = readFileSync(index, 'utf8').replace(
      /<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?/g,
      (whole, loc: string) => {
        const newest = newestOf.get(new URL(loc).pathname.slice(1));
        return newest ? `<sitemap><loc>${loc}</loc><lastmod>${newest}</lastmod>` : whole;
      },
    );
    writeFileSync(index, xml);
  }
  const same = before.size === after.size && [...after].every(([path, entry]) => before.get(path) === entry);
  if (!same || files.read !== files.write) writeRecord(files.write, after);
  return { changed };
}
