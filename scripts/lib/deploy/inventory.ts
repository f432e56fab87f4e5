/**
 * The script inventory of the payment page (PCI DSS 4.0.1 6.4.3 and 11.6.1): every script the
 * built /checkout/ page runs or can load, with its hash and why it is there. Inline scripts come
 * from the HTML; module files from the page's <script src>, modulepreload links, island component
 * and renderer URLs, and then every file those import, statically or on demand.
 * `npm run inventory:checkout` writes scripts/lib/deploy/checkout-scripts.json; deploy.spec.ts fails when a
 * build's page differs from it, so a changed or added script is reviewed before it ships.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_PAGE } from './policy.ts';
import { attributes, scanHtml } from './scan.ts';

export type InventoryEntry = {
  /** `inline` (in the HTML) or the file's site path (/_astro/…). */
  script: string;
  /** sha256, base64: for inline scripts the CSP hash, for files the file's hash (SRI form). */
  sha256: string;
  why: string;
};
export type Inventory = { page: string; regenerate: string; scripts: InventoryEntry[] };

export const inventoryFile = fileURLToPath(new URL('./checkout-scripts.json', import.meta.url));

const sha256 = (text: string | Buffer) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** What an inline script does, recognised from Astro's island runtime; anything else is named by its start. */
function inlineReason(body: string, type: string): string {
  if (body.includes('astro-island')) return "Astro's island element: loads and hydrates the page's React islands";
  const directive = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=/.exec(body)?.[1];
  if (directive) return `Astro's client:${directive} directive: starts hydrating islands marked client:${directive}`;
  return `inline ${type || 'classic'} script bundled by Astro, starting "${body.trim().slice(0, 60)}"`;
}

/** Static imports and `import()` (Vite writes on-demand imports with backquotes, e.g. the telemetry services). */
const IMPORTS = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js|\/_astro\/[^"'`]+\.js)["'`]/g;
/** A script file named by its address in code, not imported: a worker it starts (session replay's). */
const ADDRESSES = /["'`](\/_astro\/[^"'`]+\.js)["'`]/g;

/** The inventory of the payment page of a built site. */
export function checkoutInventory(siteDir: string, page = PAYMENT_PAGE): InventoryEntry[] {
  const file = join(siteDir, page.endsWith('/') ? `${page}index.html` : `${page}.html`);
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const entries: InventoryEntry[] = scanHtml(html).inline.map((script) => ({
    script: 'inline',
    sha256: script.hash.slice(1, -1),
    why: inlineReason(script.body, script.type),
  }));
  const queue: [path: string, why: string][] = [];
  for (const src of scanHtml(html).external) queue.push([src, 'script element of the page']);
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '');
    if (attrs.get('rel') === 'modulepreload' && attrs.get('href')) queue.push([attrs.get('href')!, 'preloaded module']);
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '');
    const name = /"name":"([^"]+)"/.exec((attrs.get('opts') ?? '').replaceAll('&quot;', '"'))?.[1] ?? 'island';
    const client = attrs.get('client') ?? '?';
    if (attrs.get('component-url')) queue.push([attrs.get('component-url')!, `the ${name} island (client:${client})`]);
    if (attrs.get('renderer-url')) queue.push([attrs.get('renderer-url')!, 'the React renderer that hydrates islands']);
    if (attrs.get('before-hydration-url'))
      queue.push([attrs.get('before-hydration-url')!, 'runs before islands hydrate']);
  }
  const seen = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [path, why] = next;
    if (seen.has(path)) continue;
    seen.add(path);
    const onDisk = join(siteDir, path);
    if (!path.startsWith('/') || !existsSync(onDisk)) {
      entries.push({ script: path, sha256: 'missing', why });
      continue;
    }
    const code = readFileSync(onDisk);
    entries.push({ script: path, sha256: sha256(code), why });
    const text = code.toString('utf8');
    const imported = new Set<string>();
    for (const match of text.matchAll(IMPORTS)) {
      const target = match[1]!.startsWith('/') ? match[1]! : posix.join(posix.dirname(path), match[1]!);
      const onDemand = match[0].includes('(');
      imported.add(target);
      queue.push([target, `${onDemand ? 'loaded on demand by' : 'imported by'} ${posix.basename(path)}`]);
    }
    for (const match of text.matchAll(ADDRESSES)) {
      if (!imported.has(match[1]!)) queue.push([match[1]!, `started by address by ${posix.basename(path)} (a worker)`]);
    }
  }
  return entries.sort((a, b) => a.script.localeCompare(b.script) || a.sha256.localeCompare(b.sha256));
}

/** The committed inventory, or undefined when there is none yet. */
export function readInventory(path = inventoryFile): Inventory | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Inventory) : undefined;
}

/** Differences between the committed inventory and a build, one line each (empty when they match). */
export function inventoryDifferences(committed: readonly InventoryEntry[], built: readonly InventoryEntry[]): string[] {
  const key = (entry: InventoryEntry) => `${entry.script} ${entry.sha256}`;
  const known = new Set(committed.map(key));
  const present = new Set(built.map(key));
  return [
    ...built
      .filter((entry) => !known.has(key(entry)))
      .map((entry) => `not in the inventory: ${key(entry)} (${entry.why})`),
    ...committed
      .filter((entry) => !present.has(key(entry)))
      .map((entry) => `in the inventory, not on the page: ${key(entry)}`),
  ];
}
