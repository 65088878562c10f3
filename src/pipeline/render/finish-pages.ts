/**
 * The last touch on each page a build renders, and what the site's security policy needs from it
 * (lib/security/page-scan.ts). The render process that renders a page finishes it before it writes
 * it (astro-internals/saved-bundle-worker.ts) or, after Astro's build, in the folder Astro wrote
 * (render-worker.ts), and leaves what its pages need beside that folder (needsFile) for the build to
 * allow in each site's policy (site-headers.ts): each page is read and written once, by the process
 * that rendered it, on the cores that render.
 *
 * Astro writes the style its islands need (`astro-island{display:contents}`) just before the first
 * island, inside <body>, where HTML allows no <style> (the W3C checker refuses every page with an
 * island). It is moved into <head>, where it applies to the same elements.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { scanPage, type PageNeeds } from '../../lib/security/page-scan.ts';
import type { SourceKind } from '../../lib/security/options.ts';

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

/** What the pages of each site need, by its slug: the first folder of a page's path. */
export type NeedsBySite = Map<string, SiteNeeds>;

export function noNeeds(): SiteNeeds {
  return { scriptHashes: new Set(), styleHashes: new Set(), origins: new Map() };
}

/** The needs of `site` (a slug) among `needs`, none at first. */
function needsOf(needs: NeedsBySite, site: string): SiteNeeds {
  const siteNeeds = needs.get(site) ?? noNeeds();
  needs.set(site, siteNeeds);
  return siteNeeds;
}

/** What the site of the page `file` (its path in a render process's folder) needs: its first folder names the site. */
export function needsOfPage(needs: NeedsBySite, file: string): SiteNeeds {
  return needsOf(needs, file.split(/[\\/]/).find(Boolean) ?? '');
}

/** A page's HTML finished, with what it needs added to its site's `needs`. */
export function finishPage(html: string, needs: SiteNeeds): string {
  const finished = islandStyleInHead(html);
  const page = scanPage(finished);
  for (const script of new Set(page.scripts)) needs.scriptHashes.add(cspHash(script));
  for (const style of new Set(page.styles)) needs.styleHashes.add(cspHash(style));
  addOrigins(needs, page.origins);
  return finished;
}

function addOrigins(needs: SiteNeeds, origins: ReadonlyMap<SourceKind, ReadonlySet<string>>): void {
  for (const [kind, more] of origins) needs.origins.set(kind, new Set([...(needs.origins.get(kind) ?? []), ...more]));
}

/** Finishes every HTML page Astro wrote into `outDir`, in place. */
export function finishPagesIn(outDir: string): NeedsBySite {
  const needs: NeedsBySite = new Map();
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const path = join(outDir, file);
    const html = readFileSync(path, 'utf8');
    const finished = finishPage(html, needsOfPage(needs, file));
    if (finished !== html) writeFileSync(path, finished);
  }
  return needs;
}

/** Where the render process writing into `outDir` leaves what its pages need. */
export function needsFile(outDir: string): string {
  return `${outDir}.needs.json`;
}

type NeedsJson = Record<string, { scriptHashes: string[]; styleHashes: string[]; origins: [SourceKind, string[]][] }>;

export function writeNeeds(file: string, needs: NeedsBySite): void {
  const json: NeedsJson = {};
  for (const [site, { scriptHashes, styleHashes, origins }] of needs) {
    const byKind = [...origins].map(([kind, set]): [SourceKind, string[]] => [kind, [...set]]);
    json[site] = { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes], origins: byKind };
  }
  writeFileSync(file, JSON.stringify(json));
}

/**
 * What the render processes' pages need, by site, from the files each left as it ended. A page
 * outside the folders of `sites` (a public/ file) is refused: no site's policy would allow its code.
 */
export function readNeeds(files: readonly string[], sites: ReadonlySet<string>): NeedsBySite {
  const needs: NeedsBySite = new Map();
  for (const file of files) {
    for (const [site, read] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as NeedsJson)) {
      if (!sites.has(site))
        throw new Error(
          `${site}: an HTML page outside any site's folder; public/ holds files served as they are, not pages.`,
        );
      const siteNeeds = needsOf(needs, site);
      for (const hash of read.scriptHashes) siteNeeds.scriptHashes.add(hash);
      for (const hash of read.styleHashes) siteNeeds.styleHashes.add(hash);
      addOrigins(siteNeeds, new Map(read.origins.map(([kind, origins]) => [kind, new Set(origins)])));
    }
  }
  return needs;
}
