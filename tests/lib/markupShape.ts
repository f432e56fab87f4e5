/**
 * The element structure of a page's <body> with names, colours and words set aside: one token per
 * start or end tag, the tag's name with its attribute names (sorted) and the values of the
 * attributes that say what an element is (role, type, rel, aria-hidden, hidden, data-served, the
 * island's component), never its text, links, ids or inline styles. Two brands' pages of one
 * template give the same shape when only config values (name, colours, logo, words) differ. An
 * inline <svg> or an element with role="img" counts as one element (a picture: an icon, a star
 * rating), and the subtrees whose
 * start tag matches `skip` are left out (config values shown as markup: the footer's social links).
 */
const STRUCTURAL = new Set(['role', 'type', 'rel', 'aria-hidden', 'data-served', 'component-export', 'client']);

/**
 * Attributes that carry a value chosen by config or words, not structure: which option a list
 * starts on (a brand's default), and whether the home's review list takes part in the review-sort
 * experiment (a brand home that picks its own order in its home copy opts out of it).
 */
const CHOICE = new Set(['selected', 'checked', 'data-reviews-list']);

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** An element marked with the offer views it belongs to (data-c, data-nc, data-p). */
const OFFER_VIEW = /\sdata-(?:c|nc|p)="/;

export function markupShape(html: string, skip: readonly RegExp[] = []): string[] {
  const start = html.search(/<body\b/i);
  const end = html.lastIndexOf('</body>');
  const body = html
    .slice(start < 0 ? 0 : start, end < 0 ? undefined : end + 7)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style|template)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, '$1$3');
  const shape: string[] = [];
  // While inside a left-out subtree or an <svg>: its tag name and how deep in it we are.
  let inside: { name: string; depth: number; keep: boolean } | null = null;
  for (const [tag, close, rawName, attrs = ''] of body.matchAll(TAG)) {
    const name = rawName!.toLowerCase();
    if (inside) {
      if (name === inside.name && !tag.endsWith('/>')) inside.depth += close ? -1 : 1;
      if (inside.depth === 0) {
        if (inside.keep) shape.push(`/${name}`);
        inside = null;
      }
      continue;
    }
    if (close) {
      shape.push(`/${name}`);
      continue;
    }
    // A wording of one offer view (src/domain/offerViews.ts) is words: how many there are follows the
    // brand's copy (which sentences name a price), not its template.
    const skipped = OFFER_VIEW.test(tag!) || skip.some((pattern) => pattern.test(tag!));
    const picture = name === 'svg' || /\srole="img"/.test(tag!);
    if (skipped || picture) inside = { name, depth: 1, keep: !skipped };
    if (skipped) continue;
    const parts = [...attrs.matchAll(ATTR)]
      .filter(([, key]) => !CHOICE.has(key!.toLowerCase()))
      .map(([, key, ...values]) => {
        const lower = key!.toLowerCase();
        const value = values.find((v) => v !== undefined);
        return STRUCTURAL.has(lower) && value !== undefined ? `${lower}=${value}` : lower;
      });
    shape.push(`${name}${parts.length ? `[${parts.sort().join(' ')}]` : ''}`);
  }
  return shape;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The shape with every run of identical sibling elements written once: how many items a list has
 * comes from config and words (a brand's steps, reasons, reviews), not from its template.
 */
export function listShape(shape: readonly string[]): string[] {
  type Node = { open: string; children: string[][] };
  const root: Node = { open: '', children: [] };
  const stack: Node[] = [root];
  const flatten = (node: Node): string[] => {
    const kept = node.children.filter(
      (child, index) => index === 0 || child.join('\n') !== node.children[index - 1]!.join('\n'),
    );
    return [node.open, ...kept.flat(), `/${node.open.split('[')[0]}`];
  };
  for (const token of shape) {
    const top = stack.at(-1)!;
    if (token.startsWith('/')) {
      if (stack.length === 1) continue; // a stray end tag
      stack.pop();
      stack.at(-1)!.children.push(flatten(top));
    } else if (VOID.has(token.split('[')[0]!)) {
      top.children.push([token]);
    } else {
      stack.push({ open: token, children: [] });
    }
  }
  while (stack.length > 1) {
    const top = stack.pop()!;
    stack.at(-1)!.children.push(flatten(top));
  }
  return flatten(root).slice(1, -1);
}

/** Where two shapes part, with a few tokens of context, or null when they are the same. */
export function shapeDifference(a: readonly string[], b: readonly string[]): string | null {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    if (a[index] !== b[index]) {
      const around = (shape: readonly string[]) => shape.slice(Math.max(0, index - 3), index + 3).join(' ');
      return `token ${index}: ${around(a)}  ≠  ${around(b)}`;
    }
  }
  return null;
}
