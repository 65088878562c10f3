/**
 * Content Markdown to safe HTML, with the site's figures filled in. The unified pipeline:
 * remark-parse and remark-gfm (tables, for the fees), remark-directive (the `:::when` blocks),
 * remark-rehype and rehype-raw (an editor's inline HTML becomes real nodes), then rehype-sanitize
 * with GitHub's schema (less form inputs), so scripts, event handlers, iframes, styles, forms and
 * javascript: links never reach the page, whoever wrote the file. Variables are filled into text nodes after that, so a
 * value is always text, never markup.
 */
import type { Root as HastRoot, Text as HastText } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { toText } from 'hast-util-to-text';
import { getOrMake } from '../memo.ts';

/** GitHub's schema, less form inputs (it keeps them for task lists): content has no forms. */
const SANITIZE_SCHEMA = { ...defaultSchema, tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'input') };

/** `{{ name }}`: a variable (policy.ts) the page quotes. */
const VARIABLE = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

export interface ContentFacts {
  variables: Readonly<Record<string, string>>;
  conditions: Readonly<Record<string, boolean>>;
  /**
   * Where a link to a page of the site ends up (lib/site/final-links.ts): an editor's link to one
   * of the spec's other names for a page (/contact) then goes straight to the page, not via a 301.
   */
  finalLink?: (href: string) => string;
}

/** A `:::when` block's test: has="a" keeps it when a is true, not="a" when a is false. */
function whenCondition(
  attributes: Record<string, string | null | undefined> | null | undefined,
): { name: string; wanted: boolean } | null {
  const has = attributes?.has;
  const not = attributes?.not;
  if (typeof has === 'string' && has !== '' && not == null) return { name: has, wanted: true };
  if (typeof not === 'string' && not !== '' && has == null) return { name: not, wanted: false };
  return null;
}

/**
 * Keeps or drops each `:::when` block; every other directive the syntax happens to match (a
 * "Mon:Fri" in running text) goes back to the text the editor wrote.
 */
function remarkWhen(conditions: ContentFacts['conditions']) {
  return (tree: MdastRoot, file: { value: unknown }) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective' && node.name === 'when') {
        const test = whenCondition(node.attributes);
        const keep = test !== null && (conditions[test.name] ?? false) === test.wanted;
        parent.children.splice(index, 1, ...(keep ? (node.children as RootContent[]) : []));
        return [SKIP, index];
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
        const source = String(file.value).slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
        const literal: RootContent =
          node.type === 'textDirective'
            ? { type: 'text', value: source }
            : { type: 'paragraph', children: [{ type: 'text', value: source }] };
        parent.children.splice(index, 1, literal);
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}

/**
 * Fills variables into text, and into links (`[our stock]({{search.path}})`: a link to a page whose
 * path differs from site to site). Markdown percent-encodes a link's braces, so they are read back.
 * A link is filled only where it then goes to a page of the site: the sanitiser has already passed
 * it, so a value must not make it a javascript: or off-site link.
 */
function rehypeVariables(variables: ContentFacts['variables'], finalLink: (href: string) => string = (href) => href) {
  const fill = (text: string) => text.replace(VARIABLE, (whole, name: string) => variables[name] ?? whole);
  return (tree: HastRoot) => {
    visit(tree, (node) => {
      if (node.type === 'text') (node as HastText).value = fill((node as HastText).value);
      if (node.type === 'element' && node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = node.properties.href.replaceAll('%7B', '{').replaceAll('%7D', '}');
        const filled = href.includes('{{') ? fill(href) : href;
        if (/^\/(?!\/)[^\s:]*$/.test(filled)) node.properties.href = finalLink(filled);
      }
    });
  };
}

function contentProcessor(facts: ContentFacts) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkWhen, facts.conditions)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeVariables, facts.variables, facts.finalLink)
    .use(rehypeStringify);
}

/** The page's HTML: sanitised, with its `:::when` blocks decided and its variables filled in. */
export function renderContentMarkdown(markdown: string, facts: ContentFacts): string {
  return String(contentProcessor(facts).processSync(markdown));
}

/**
 * The same HTML and its plain text (the innerText a browser would give it, by hast-util-to-text),
 * for text that is also shown shortened or used as a summary (an offer's description).
 */
export function renderContentMarkdownAndText(markdown: string, facts: ContentFacts): { html: string; text: string } {
  const processor = contentProcessor(facts);
  const tree = processor.runSync(processor.parse(markdown), markdown);
  return { html: String(processor.stringify(tree)), text: toText(tree).replace(/\s+/g, ' ').trim() };
}

export interface MarkdownUses {
  variables: { name: string; line: number }[];
  /** Each `:::when` block's test, or null for a block without a usable has="…" or not="…". */
  conditions: { name: string | null; line: number }[];
  /** Container blocks (`:::name`) other than when. */
  unknownBlocks: { name: string; line: number }[];
}

/**
 * What a page's Markdown refers to, with lines counted from the body's first line. Remembered by
 * the Markdown: every site shares the defaults layer's pages, and a script may check a site's
 * content more than once (npm run stock:index -- --build loads, then builds, each site).
 */
export function markdownUses(markdown: string): Readonly<MarkdownUses> {
  return getOrMake(usesByMarkdown, markdown, () => Object.freeze(parseUses(markdown)));
}

const usesByMarkdown = new Map<string, Readonly<MarkdownUses>>();

function parseUses(markdown: string): MarkdownUses {
  const uses: MarkdownUses = { variables: [], conditions: [], unknownBlocks: [] };
  // A block opens with ':::', so a body without one has none: most pages, which then cost a build
  // no Markdown parse (a tenth of a second for the demo content, on every build).
  if (markdown.includes(':::')) {
    visit(unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(markdown), (node) => {
      const line = node.position?.start.line ?? 1;
      if (node.type === 'containerDirective') {
        if (node.name === 'when') uses.conditions.push({ name: whenCondition(node.attributes)?.name ?? null, line });
        else uses.unknownBlocks.push({ name: node.name, line });
      }
    });
  }
  markdown.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(VARIABLE)) uses.variables.push({ name: match[1]!, line: index + 1 });
  });
  return uses;
}
