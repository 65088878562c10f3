/** An absolute URL on the tenant's public origin, for canonical links, sitemaps and Open Graph. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}
