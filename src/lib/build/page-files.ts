/**
 * Where a page lands in its site: Astro renders each route under /[tenant]/… (one build for every
 * tenant) as a folder with index.html (build.format 'directory'), or as the file itself for an
 * endpoint whose name has an extension (sitemap.xml); the build then moves each tenant's pages to
 * dist/<slug>/ and promotes 404/index.html to the 404.html that CDNs look for. The build checks every
 * site it assembles against these rules, so a route that lands elsewhere cannot go unnoticed.
 */

/** CDNs and static hosts serve /404.html for a missing page. */
export const NOT_FOUND_FILE = '404.html';

/**
 * The page's path within its site: the route pattern with its params filled in, less the leading
 * /[tenant] segment ('/[tenant]/cars/[slug]', { slug: 'x' } → '/cars/x').
 */
export function sitePagePath(routePattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const [first, ...segments] = routePattern.split('/').filter(Boolean);
  if (first !== '[tenant]')
    throw new Error(`Route ${routePattern} is not under /[tenant]/: every page belongs to one site.`);
  const filled = segments
    .map((segment) => segment.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? ''))
    .join('/')
    .split('/')
    .filter(Boolean);
  return `/${filled.join('/')}`;
}

/** The file a page is in, relative to dist/<slug>/ ('/cars/x' → 'cars/x/index.html'). */
export function sitePageFile(path: string): string {
  const inner = path.replace(/^\/+|\/+$/g, '');
  if (inner === '') return 'index.html';
  if (inner === '404') return NOT_FOUND_FILE;
  const last = inner.slice(inner.lastIndexOf('/') + 1);
  return last.includes('.') ? inner : `${inner}/index.html`;
}
