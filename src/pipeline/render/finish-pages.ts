/**
 * The last touch on the pages a build rendered, as they are assembled into their site, and what the
 * site's security policy needs from them (lib/security/page-scan.ts).
 *
 * Astro writes the style its islands need (`astro-island{display:contents}`) just before the first
 * island, inside <body>, where HTML allows no <style> (the W3C checker refuses every page with an
 * island). It is moved into <head>, where it applies to the same elements.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { scanPage, type PageNeeds } from '../../lib/security/page-scan.ts';

const ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;

function islandStyleInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  const at = headEnd < 0 ? -1 : html.indexOf(ISLAND_STYLE, headEnd);
  if (at < 0) return html;
  return html.slice(0, headEnd) + ISLAND_STYLE + html.slice(headEnd, at) + html.slice(at + ISLAND_STYLE.length);
}

/** A CSP hash source of some inline code: sha256-<base64 of its UTF-8 bytes>. */
function cspHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

export type SiteNeeds = { scriptHashes: Set<string>; styleHashes: Set<string>; origins: PageNeeds['origins'] };

/** The same file in the live site, hard-linked by an incremental build: a page it kept, finished by an earlier build. */
function kept(site: string, live: string | null, file: string): boolean {
  if (live === null) return false;
  return statSync(join(live, file), { throwIfNoEntry: false })?.ino === statSync(join(site, file)).ino;
}

/**
 * Finishes the HTML pages among `files` of the site folder `site` that this build rendered (with
 * `live`, the site an incremental build started from, those it kept are left alone), and returns
 * the hashes of their inline code and the origins they load from.
 */
export function finishPages(site: string, files: readonly string[], live: string | null): SiteNeeds {
  const needs: SiteNeeds = { scriptHashes: new Set(), styleHashes: new Set(), origins: new Map() };
  for (const file of files) {
    if (!file.endsWith('.html') || kept(site, live, file)) continue;
    const path = join(site, file);
    const html = readFileSync(path, 'utf8');
    const finished = islandStyleInHead(html);
    if (finished !== html) writeFileSync(path, finished);
    // Hashed page by page: the texts are slices of the page, which they would keep in memory.
    const page = scanPage(finished);
    for (const script of new Set(page.scripts)) needs.scriptHashes.add(cspHash(script));
    for (const style of new Set(page.styles)) needs.styleHashes.add(cspHash(style));
    for (const [kind, origins] of page.origins)
      needs.origins.set(kind, new Set([...(needs.origins.get(kind) ?? []), ...origins]));
  }
  return needs;
}
