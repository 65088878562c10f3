/**
 * The shopper-facing page figures of one built site: Lighthouse's mobile audit of its home, search,
 * vehicle, location and offer pages, and the bytes a vehicle page loads at a phone's and a
 * desktop's width, all with the demo stock's raster photos through the local image CDN.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { freePort } from '../../src/pipeline/free-port.ts';
import { startSiteServer } from '../../src/pipeline/serve/site-server.ts';
import { lighthouseScores } from './lighthouse.ts';
import { pageWeights } from './page-weight.ts';

/** The first page in `folder` of the site whose HTML matches `test`, as a path. */
function firstPage(site: string, folder: string, test: (html: string) => boolean = () => true): string | null {
  const dir = join(site, folder);
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'index.html');
    if (entry.isDirectory() && existsSync(file) && test(readFileSync(file, 'utf8'))) return `/${folder}/${entry.name}/`;
  }
  return null;
}

/** The page types to audit that this site has: [name, path]. */
export function auditedPages(outDir: string, tenant: Tenant): [string, string][] {
  const site = join(outDir, tenant.slug);
  const pages: [string, string | null][] = [
    ['home', '/'],
    ['search', `${tenant.search.defaultPath}/`],
    ['vehicle', firstPage(site, 'cars', (html) => html.includes('data-cta="enquire"'))],
    ['location', firstPage(site, 'locations')],
    ['offer', firstPage(site, 'offers', (html) => html.includes('"@type":"Offer"'))],
  ];
  return pages.filter((page): page is [string, string] => page[1] !== null);
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Lighthouse and page-weight lines for the bench's report. Every page is loaded at both widths
 * first, so the photos the image CDN makes on first request are made before anything is timed,
 * as a CDN that has served them before would answer.
 */
export async function pageFigures(outDir: string, tenant: Tenant): Promise<string[]> {
  const pages = auditedPages(outDir, tenant);
  const lines: string[] = [];
  console.log(`Loading ${pages.map(([name]) => name).join(', ')} at 390 and 1280 px wide…`);
  const port = await freePort();
  const server = await startSiteServer({ distDir: outDir, port, imageCacheDir: '.forecourt/images' });
  try {
    for (const [name, path] of pages) {
      const weights = await pageWeights(`http://${tenant.slug}.localhost:${port}${path}`);
      if (name !== 'vehicle') continue;
      for (const w of weights)
        lines.push(
          `  vehicle page at ${w.width} px: ${kb(w.total)} at load (HTML ${kb(w.html)}, images ${kb(w.images)}, JS ${kb(w.js)}, CSS ${kb(w.css)}, fonts ${kb(w.fonts)}) ${path}`,
        );
    }
  } finally {
    await server.close();
  }
  console.log('Auditing them with Lighthouse…');
  const audits: string[] = [];
  for (const audit of await lighthouseScores(outDir, tenant.slug, pages)) {
    const failing = audit.failing.length > 0 ? ` (failing: ${audit.failing.join(', ')})` : '';
    audits.push(
      `  Lighthouse mobile, ${audit.page.padEnd(8)} Performance ${audit.performance}, Accessibility ${audit.accessibility}${failing}, CLS ${audit.cls.toFixed(3)}, LCP ${Math.round(audit.lcpMs)} ms, TBT ${Math.round(audit.tbtMs)} ms`,
    );
  }
  return [...audits, ...lines];
}
