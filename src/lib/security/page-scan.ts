/**
 * What a page needs its Content-Security-Policy to allow (policy.ts): the text of each `<script>`
 * without a src that a browser runs and of each `<style>` (allowed by hash), including those of
 * documents framed with srcdoc (a srcdoc document is under its page's policy), and the origins
 * other than the site's that its elements load from (an image of a content page hosted elsewhere).
 *
 * It walks the page tag by tag rather than searching it for "<script": a tag's quoted attribute
 * values are skipped whole, as a browser reads them, so text that only looks like a script inside
 * an attribute (an island's props, a car's description) is never taken for one and allowed. A full
 * HTML parser would do the same at some forty times the cost, on every page of every build.
 */
import type { SourceKind } from './options.ts';

export type PageNeeds = {
  scripts: string[];
  styles: string[];
  /** Origins by the kind of request that loads them, e.g. img → https://photos.example.com. */
  origins: Map<SourceKind, Set<string>>;
};

/** Script types a browser runs; any other type (application/ld+json, application/json) is data. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A tag's name, just after its '<'. */
const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const TAG_END_OR_QUOTE = /[>"']/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/g;
const CLOSERS = { script: /<\/script/gi, style: /<\/style/gi };

/** The attributes of a tag that load something, by the kind of request they make. */
const LOADS: Record<string, Partial<Record<string, SourceKind>>> = {
  script: { src: 'script' },
  img: { src: 'img', srcset: 'img' },
  source: { srcset: 'img', src: 'media' },
  video: { src: 'media', poster: 'img' },
  audio: { src: 'media' },
  track: { src: 'media' },
  iframe: { src: 'frame' },
  form: { action: 'form' },
  link: { href: 'style' }, // refined by rel in linkKind
};

/** What a <link> loads: a stylesheet, an icon (an image), a preload of its `as`; else nothing the page runs. */
function linkKind(attributes: Map<string, string>): SourceKind | null {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet')) return 'style';
  if (rel.some((r) => r === 'icon' || r === 'apple-touch-icon')) return 'img';
  if (rel.includes('preload')) {
    const as = { script: 'script', style: 'style', image: 'img', font: 'font', fetch: 'connect' } as const;
    return as[attributes.get('as') as keyof typeof as] ?? null;
  }
  return null;
}

/** The origin of an absolute or protocol-relative http(s) URL; null for a URL on the site itself. */
function originOf(url: string): string | null {
  const match = /^\s*(?:(https?):)?\/\/([^/?#\s]+)/i.exec(url);
  return match ? `${(match[1] ?? 'https').toLowerCase()}://${match[2]!.toLowerCase()}` : null;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of tag.matchAll(ATTRIBUTE))
    attributes.set(name!.toLowerCase(), decodeAttribute(double ?? single ?? bare ?? ''));
  return attributes;
}

function addOrigins(needs: PageNeeds, name: string, attributes: Map<string, string>): void {
  for (const [attribute, value] of attributes) {
    const kind = name === 'link' ? (attribute === 'href' ? linkKind(attributes) : null) : LOADS[name]?.[attribute];
    if (!kind) continue;
    const urls =
      attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value];
    for (const url of urls) {
      const origin = originOf(url);
      if (origin === null) continue;
      if (!needs.origins.has(kind)) needs.origins.set(kind, new Set());
      needs.origins.get(kind)!.add(origin);
    }
  }
}

/** Just after the '>' that ends a tag, quoted attribute values read whole (a '>' in one ends nothing). */
function tagEnd(html: string, from: number): number {
  TAG_END_OR_QUOTE.lastIndex = from;
  for (;;) {
    const found = TAG_END_OR_QUOTE.exec(html);
    if (!found) return html.length;
    if (found[0] === '>') return found.index + 1;
    const closeQuote = html.indexOf(found[0], found.index + 1);
    if (closeQuote < 0) return html.length;
    TAG_END_OR_QUOTE.lastIndex = closeQuote + 1;
  }
}

type Tag = { name: string; attributes: Map<string, string> | null; end: number };

/** The tag starting just after a '<' at `at`: its name, its attributes where they matter, its end. */
function readTag(html: string, at: number): Tag | null {
  TAG_NAME.lastIndex = at;
  const name = TAG_NAME.exec(html)?.[0].toLowerCase();
  if (name === undefined) return null;
  const end = tagEnd(html, TAG_NAME.lastIndex);
  const matters = name in LOADS;
  return { name, attributes: matters ? attributesOf(html.slice(TAG_NAME.lastIndex, end - 1)) : null, end };
}

/** Reads a script's or style's text, and returns where reading goes on. */
function readRawText(html: string, tag: Tag, needs: PageNeeds): number {
  const closer = CLOSERS[tag.name as keyof typeof CLOSERS];
  closer.lastIndex = tag.end;
  const close = closer.exec(html)?.index ?? html.length;
  const text = html.slice(tag.end, close);
  if (tag.name === 'style') needs.styles.push(text);
  else if (!tag.attributes?.has('src') && RUNNABLE_TYPES.has((tag.attributes?.get('type') ?? '').toLowerCase()))
    needs.scripts.push(text);
  return close;
}

export function scanPage(html: string, needs: PageNeeds = { scripts: [], styles: [], origins: new Map() }): PageNeeds {
  let at = html.indexOf('<');
  while (at >= 0) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close < 0 ? -1 : html.indexOf('<', close + 3);
      continue;
    }
    const tag = readTag(html, at + 1);
    if (!tag) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    let next = tag.end;
    if (tag.attributes) {
      addOrigins(needs, tag.name, tag.attributes);
      const srcdoc = tag.attributes.get('srcdoc');
      if (srcdoc !== undefined) scanPage(srcdoc, needs);
    }
    if (tag.name === 'script' || tag.name === 'style') next = readRawText(html, tag, needs);
    at = html.indexOf('<', next);
  }
  return needs;
}
