/**
 * One built page of every shape a demo site has: its home page, each page at the top of the site
 * (/finance, /about-us, /book-test-drive …), and the first page under each folder at each depth
 * (/cars/*, /search/*, /search/*\/*, /contact-us/* …). A site's pages of one shape come from one
 * route, so checking one of each covers every template the site is built from, in a few seconds
 * rather than the minutes every page would take.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './sites.ts';

/** A built page: its file in the site's folder and its path on the site. */
export type BuiltPage = { file: string; path: string };

/** Every HTML page of a built site, sorted by file. */
export function builtPages(slug: string): BuiltPage[] {
  const root = join(distDir, slug);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => {
      const inSite = file.slice(root.length).replace(/index\.html$/, '');
      return { file, path: inSite === '/404.html' ? '/404.html' : inSite.replace(/(.)\/$/, '$1') };
    });
}

/** The shape of a path: /cars/x → /cars/*, /search/a/b → /search/*\/*, /finance → /finance. */
function pageShape(path: string): string {
  const [first, ...rest] = path.split('/').filter(Boolean);
  if (first === undefined) return '/';
  return `/${first}${'/*'.repeat(rest.length)}`;
}

export function oneOfEachShape(slug: string): (BuiltPage & { shape: string })[] {
  const seen = new Map<string, BuiltPage & { shape: string }>();
  for (const page of builtPages(slug)) {
    const shape = pageShape(page.path);
    if (!seen.has(shape)) seen.set(shape, { ...page, shape });
  }
  return [...seen.values()];
}
