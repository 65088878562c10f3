/**
 * How the dev server maps a site's URL onto Astro's routes. Astro renders every tenant under
 * /<slug>/… (src/pages/[tenant]); a built site is rooted at / (render/assemble.ts), and so is a site
 * in the dev server: http://<slug>.localhost:<port>/search/ is Astro's /<slug>/search/. What Vite
 * serves itself (its client, modules, public files) keeps its path.
 */
import { readdirSync } from 'node:fs';

/** Path prefixes Vite and Astro's dev server answer themselves, whatever the host. */
const DEV_SERVER_PREFIXES = ['/@', '/__', '/node_modules/', '/src/', '/.astro/', '/_astro/', '/_image'];

/** The top-level names in public/ (favicon.svg, images/…): served as they are on every site. */
export function publicEntries(publicDir: string): string[] {
  try {
    return readdirSync(publicDir);
  } catch {
    return [];
  }
}

/** Astro's path for a request to a site's own URL, or null when the dev server answers it as it is. */
export function astroPathFor(slug: string, url: string, publicNames: readonly string[]): string | null {
  if (DEV_SERVER_PREFIXES.some((prefix) => url.startsWith(prefix))) return null;
  const first = url.slice(1).split(/[/?#]/, 1)[0] ?? '';
  if (first !== '' && publicNames.includes(decodeURIComponent(first))) return null;
  return `/${slug}${url}`;
}
