/**
 * Counts the prose left in code: string literals (and template literals) of eight words or more in
 * src/, outside tests (*.test.ts, *.spec.ts) and src/content/. In .astro files the frontmatter is
 * read as TypeScript and every run of template text between tags (expressions counted as one word)
 * of eight words or more counts too. Rerun it after moving copy into src/content/.
 *   npx node scripts/prose-literals.ts            total and the marketer-facing modules
 *   npx node scripts/prose-literals.ts --files    per file, most first
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../', import.meta.url));
const src = join(root, 'src');

/** The modules a marketer would edit copy in. */
export const MARKETER_MODULES = [
  'src/data/services.ts',
  'src/data/homeCopy.ts',
  'src/data/adGroups.ts',
  'src/data/help.ts',
  'src/pages/vs.astro',
  'src/pages/apply.astro',
];

const MIN_WORDS = 8;

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => `x ${span.literal.text}`)].join('');
  }
  return undefined;
}

/** Prose literals in one TypeScript source text. */
export function proseLiterals(code: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined) {
      if (text.trim().split(/\s+/).filter(Boolean).length >= MIN_WORDS) out.push(text);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Runs of an .astro template's text of eight words or more (markup, scripts and styles left out). */
export function templateProse(astro: string): string[] {
  return astro
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/\{[^{}]*\}/g, ' x ')
    .split(/<[^>]*>/)
    .map((segment) => segment.trim())
    .filter((segment) => segment.split(/\s+/).filter(Boolean).length >= MIN_WORDS);
}

function proseIn(path: string): number {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return proseLiterals(text, path).length;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return proseLiterals(frontmatter, 'x.ts').length + templateProse(text).length;
}

export function countAll(): Map<string, number> {
  const counts = new Map<string, number>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => join(src, file))
    .filter((path) => /\.(ts|tsx|astro)$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .filter((path) => !relative(src, path).startsWith('content/'));
  for (const path of files) {
    const found = proseIn(path);
    if (found) counts.set(relative(root, path), found);
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = countAll();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const marketer = MARKETER_MODULES.reduce((sum, file) => sum + (counts.get(file) ?? 0), 0);
  if (process.argv.includes('--files')) {
    for (const [file, count] of [...counts].sort((a, b) => b[1] - a[1]))
      console.log(`${String(count).padStart(5)}  ${file}`);
  }
  console.log(`prose literals in src/ (outside tests and src/content/): ${total}`);
  console.log(`  in the marketer-facing modules (${MARKETER_MODULES.join(', ')}): ${marketer}`);
}
