/**
 * The Markdown of the legal pages (src/content/legal/, docs/content.md "Legal pages"): checked and
 * turned into HTML with `marked`. Placeholders are filled in the parsed text, never in the source,
 * so a filled value is always shown as text (HTML-escaped, never read as Markdown), and a link's
 * address may be a placeholder ({login}, mailto:{email}).
 *
 * What the Markdown may hold: paragraphs, `- ` lists, **bold**, `code`, links to a path on the site
 * or to the brand's addresses, one quoted paragraph (`> `) shown as a callout, and `## ` headings
 * that end with their id, `## 2. What {brand} does {#service}`, which the table of contents links
 * to. No HTML (`<` is refused), no images, no other heading levels.
 */
import { Marked, Parser, type Token, type Tokens } from 'marked';
import { fill, linkRule } from './placeholders.ts';
import { textProblem, type TextRules } from './textRules.ts';

/** `{#id}` at the end of a `## ` heading. */
const HEADING_ID = /\s*\{#([^{}]*)\}\s*$/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where a link may go: a path on the site, the brand's app addresses, or a mail to the brand's support. */
const LINK = linkRule(true, '/help/ticket/');

const marked = new Marked({ gfm: true, async: false });

/** The `## ` headings of a text, in order, with their ids (undefined when the heading has none). */
export function headingsOf(markdown: string): { text: string; id: string | undefined }[] {
  return marked
    .lexer(markdown)
    .filter((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 2)
    .map((heading) => {
      const id = HEADING_ID.exec(heading.text)?.[1];
      return { text: heading.text.replace(HEADING_ID, ''), id };
    });
}

/** Every token of a text, nested ones included. */
function allTokens(markdown: string): Token[] {
  const out: Token[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    out.push(token);
  });
  return out;
}

/**
 * What is wrong with a Markdown text (the end of "<file>: body …"), or undefined: the text rules
 * of ./textRules.ts on the words (heading ids and quote marks left out), then the Markdown's own;
 * with `inline`, a field with links ("More answers in the [help center](/help/).") that must be
 * one paragraph.
 */
export function markdownProblem(
  markdown: string,
  rules: TextRules,
  values: Partial<Record<string, string>>,
  { inline = false } = {},
): string | undefined {
  if (markdown.includes('<')) return 'must be plain Markdown: < is not allowed (HTML would break the page)';
  const words = markdown
    .split('\n')
    .map((line) => (/^#{1,6}\s/.test(line) ? line.replace(HEADING_ID, '') : line.replace(/^>\s?/, '')))
    .join('\n');
  const problem = textProblem(words, rules, values);
  if (problem) return problem;
  for (const token of allTokens(markdown)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      if (heading.depth !== 2) {
        return `has a heading "${heading.text}" of level ${heading.depth}: only ## headings are allowed (the page's title is the heading field)`;
      }
      const id = HEADING_ID.exec(heading.text)?.[1];
      if (id === undefined) return `heading "${heading.text}" needs an id at its end, e.g. {#contact}`;
      if (!ID.test(id)) return `heading "${heading.text}" has the id "${id}": use lower-case letters, digits and -`;
    }
    if (
      token.type === 'blockquote' &&
      (token as Tokens.Blockquote).tokens.some((t) => t.type !== 'paragraph' && t.type !== 'space')
    ) {
      return 'has a quote (> ) holding more than paragraphs: a quote is one callout paragraph';
    }
    if (token.type === 'image') return 'has an image: images are not allowed here';
    if (token.type === 'html') return 'must be plain Markdown: HTML is not allowed';
    if (token.type === 'link' && !LINK.pattern.test((token as Tokens.Link).href)) {
      return `links to "${(token as Tokens.Link).href}": a link must go to ${LINK.allowed}`;
    }
  }
  const blocks = inline ? marked.lexer(markdown).filter((token) => token.type !== 'space') : [];
  if (inline && (blocks.length !== 1 || blocks[0]!.type !== 'paragraph')) {
    return 'must be one paragraph of text (links and **bold** allowed; no lists, headings or quotes)';
  }
  return undefined;
}

export type RenderOptions = {
  /** Class of the paragraph a `> ` quote becomes (the page's callout box). */
  calloutClass?: string;
};

/**
 * The HTML of a checked Markdown text with the placeholders filled from `values`. Headings get
 * their `{#id}` as id; a quoted paragraph becomes `<p class="calloutClass">`.
 */
export function renderMarkdown(markdown: string, values: Record<string, string>, options: RenderOptions = {}): string {
  const renderer = new Marked({ gfm: true, async: false });
  renderer.use({
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const id = HEADING_ID.exec(html)?.[1];
        const attribute = id ? ` id="${id}"` : '';
        return `<h${depth}${attribute}>${html.replace(HEADING_ID, '')}</h${depth}>\n`;
      },
      blockquote({ tokens }) {
        const attribute = options.calloutClass ? ` class="${options.calloutClass}"` : '';
        return tokens
          .filter((token): token is Tokens.Paragraph => token.type === 'paragraph')
          .map((paragraph) => `<p${attribute}>${this.parser.parseInline(paragraph.tokens)}</p>\n`)
          .join('');
      },
    },
  });
  const tokens = renderer.lexer(markdown);
  fillTokens(renderer, tokens, values);
  return renderer.parser(tokens);
}

/** The HTML of a checked one-paragraph Markdown text (markdownProblem with `inline`), without the <p>. */
export function renderInlineMarkdown(markdown: string, values: Record<string, string>): string {
  const tokens = marked.lexer(markdown);
  fillTokens(marked, tokens, values);
  const paragraph = tokens.find((token): token is Tokens.Paragraph => token.type === 'paragraph');
  return paragraph ? Parser.parseInline(paragraph.tokens) : '';
}

function fillTokens(instance: Marked, tokens: Token[], values: Record<string, string>): void {
  instance.walkTokens(tokens, (token) => {
    // Leaf text only: a text token with children is rendered from them. The renderer escapes.
    if ((token.type === 'text' && !('tokens' in token && token.tokens)) || token.type === 'codespan') {
      token.text = fill(token.text, values);
    } else if (token.type === 'link') {
      token.href = fill(token.href, values);
    }
  });
}
