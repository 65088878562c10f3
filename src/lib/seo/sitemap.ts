import { absoluteUrl } from './urls.ts';
import { escapeXml } from '../format/html.ts';

export interface SitemapEntry {
  path: string;
  /** ISO date-time of the last change. */
  lastmod: string;
}

/** A sitemaps.org urlset with absolute URLs on the tenant's public origin. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc><lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
