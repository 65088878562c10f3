import { escapeHtml } from '../../lib/format/html.ts';

export function siteUrl(slug: string, port: number): string {
  return `http://${slug}.localhost:${port}/`;
}

/** The page at http://localhost:<port>/ listing every built site. */
export function sitesIndexHtml(slugs: string[], port: number): string {
  const items = slugs
    .map((slug) => `<li><a href="${escapeHtml(siteUrl(slug, port))}">${escapeHtml(slug)}</a></li>`)
    .join('');
  const body =
    slugs.length > 0 ? `<ul>${items}</ul>` : '<p>No sites have been built yet. Run <code>npm run build</code>.</p>';
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Forecourt sites</title></head><body><main><h1>Forecourt sites</h1>${body}</main></body></html>`;
}
