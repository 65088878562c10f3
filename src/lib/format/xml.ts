/**
 * A small XML tree for the documents the project writes by hand (ADF leads, vehicle feeds): an
 * element holds text or other elements, a missing value is left out, and every text and attribute
 * is escaped with the characters XML 1.0 forbids removed, because one stray control character from
 * a stock record or a shopper makes the whole document unparseable.
 */
import { ILLEGAL_XML_CHARS, escapeXml } from './html.ts';

type Attrs = Readonly<Record<string, string>>;
/** An element either holds text or other elements; a missing value is `null` and is left out. */
export type XmlNode = { tag: string; attrs: Attrs; text: string } | { tag: string; attrs: Attrs; children: XmlNode[] };
/** Numbers are written as plain whole numbers (no commas or decimals); pass anything else as text. */
export type XmlValue = string | number | null | undefined;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Text as it goes out: trimmed, illegal characters gone; `null` when nothing is left. */
export function cleanText(value: XmlValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return wholeNumber(value);
  const text = value.replace(ILLEGAL_XML_CHARS, '').trim();
  return text === '' ? null : text;
}

function wholeNumber(value: number): string | null {
  return Number.isFinite(value) && value >= 0 ? String(Math.round(value)) : null;
}

/** An element holding text; left out when there is no value. */
export function leaf(tag: string, value: XmlValue, attrs: Attrs = {}): XmlNode | null {
  const text = cleanText(value);
  return text === null ? null : { tag, attrs, text };
}

/** A container element; left out when none of its children has a value. */
export function branch(tag: string, children: readonly (XmlNode | null)[], attrs: Attrs = {}): XmlNode | null {
  const present = children.filter((child): child is XmlNode => child !== null);
  return present.length === 0 ? null : { tag, attrs, children: present };
}

/** The element and everything in it, indented two spaces a level. */
export function renderXml(node: XmlNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  if ('text' in node) return `${indent}<${node.tag}${attrs}>${escapeXml(node.text)}</${node.tag}>`;
  const inner = node.children.map((child) => renderXml(child, depth + 1)).join('\n');
  return `${indent}<${node.tag}${attrs}>\n${inner}\n${indent}</${node.tag}>`;
}
