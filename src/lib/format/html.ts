/** Escaping for markup written by hand (pages built outside Astro, which escapes on its own; XML). */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

// XML 1.0 §2.2 Char: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF. With the `u`
// flag a lone surrogate is one code point outside these ranges, so it is removed as well.
export const ILLEGAL_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Makes any text safe as XML element content or as a (double- or single-quoted) attribute value. */
export function escapeXml(value: string): string {
  return value.replace(ILLEGAL_XML_CHARS, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}
