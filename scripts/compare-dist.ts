/**
 * Compares two builds of the site page by page, for refactors that must not change what a visitor
 * gets: `node scripts/compare-dist.ts <before>/dist <after>/dist [brand …]`.
 *
 * Every text file (HTML, XML, txt, JSON, _headers, _redirects, nginx.conf) is compared after the
 * parts that change with any code move are set aside: hashed asset names (`/_astro/x.AbC123.js`,
 * also when the name before the hash holds dots or underscores, as Astro's names of a component's
 * script do: `/_astro/CheckoutWarmup.astro_astro_type_script_index_0_lang.BnEhvEHc.js`),
 * island ids and prefixes, CSP script hashes, and class names (each file's class tokens are
 * renamed in order of first use, so a style that moves between files keeps its place). Prints
 * each differing file with the first differing line and exits 1 if any differ.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const textFile = new Set(['.html', '.xml', '.txt', '.json', '.webmanifest', '.conf', '']);

function files(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === '_astro' || name === '.cache') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (textFile.has(extname(name))) out.push(relative(root, path));
    }
  };
  walk(root);
  return out.sort();
}

/** The file with code-move noise set aside (see the header). */
export function normalize(text: string): string {
  const classes = new Map<string, string>();
  const rename = (token: string) => {
    if (!classes.has(token)) classes.set(token, `c${classes.size}`);
    return classes.get(token)!;
  };
  return text
    .replace(/(\/_astro\/[\w@.-]+)\.[\w-]{8}\.(js|css|woff2?|svg|png|webp|avif|jpe?g)\b/g, '$1.$2')
    .replace(/\buid="[^"]*"/g, 'uid=""')
    .replace(/\bprefix="r\d+"/g, 'prefix=""')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-'")
    .replace(/\bclass="([^"]*)"/g, (_, value: string) => `class="${value.split(/\s+/).map(rename).join(' ')}"`);
}

function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] !== right[i]) {
      const l = left[i] ?? '';
      const r = right[i] ?? '';
      let c = 0;
      while (c < l.length && l[c] === r[c]) c++;
      const from = Math.max(0, c - 80);
      return `line ${i + 1}:\n    - ${l.slice(from, c + 160)}\n    + ${r.slice(from, c + 160)}`;
    }
  }
  return '(same)';
}

function main() {
  const [before, after, ...brands] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: node scripts/compare-dist.ts <before dist> <after dist> [brand …]');
    process.exit(2);
  }
  const names = brands.length > 0 ? brands : readdirSync(after).filter((name) => !name.startsWith('.'));
  let differing = 0;
  let compared = 0;
  for (const brand of names) {
    const left = join(before, brand);
    const right = join(after, brand);
    if (!existsSync(left) || !existsSync(right)) {
      console.log(`${brand}: missing in ${existsSync(left) ? after : before}`);
      differing++;
      continue;
    }
    const leftFiles = files(left);
    const rightFiles = new Set(files(right));
    for (const file of leftFiles) {
      if (!rightFiles.delete(file)) {
        console.log(`${brand}/${file}: only before`);
        differing++;
        continue;
      }
      compared++;
      const a = normalize(readFileSync(join(left, file), 'utf8'));
      const b = normalize(readFileSync(join(right, file), 'utf8'));
      if (a !== b) {
        differing++;
        console.log(`${brand}/${file}: ${firstDifference(a, b)}`);
      }
    }
    for (const file of rightFiles) {
      console.log(`${brand}/${file}: only after`);
      differing++;
    }
  }
  console.log(`${compared} files compared, ${differing} differ`);
  process.exit(differing > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
