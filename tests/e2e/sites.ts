/** Where scripts/test.ts serves the built demo sites, and the demo tenants they were built from. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { readContentFiles } from '../../src/pipeline/content.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import type { SiteContent } from '../../src/lib/content/types.ts';

export const port = Number(process.env.E2E_PORT ?? 4321);
export const distDir = process.env.E2E_DIST ?? 'dist';

export function siteUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${port}${path}`;
}

/** Every demo tenant, resolved exactly as the build resolves it, so tests pick tenants by config, not by name. */
export const demoSites = (await loadTenants('tenants')).tenants;
export const demoTenants: string[] = demoSites.map((t) => t.slug);

const contentFiles = await readContentFiles('tenants/content');

/** The content a demo site has (pages, posts, offers current today, reviews), resolved as the build resolves it. */
export function siteContent(slug: string): SiteContent {
  const result = resolveSiteContent(demoSites.find((t) => t.slug === slug)!, contentFiles, undefined, new Date());
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.content;
}

/**
 * Waits until every island has hydrated (Astro drops `ssr` from an island when it has), but for those
 * out of view that wait to be seen (client:visible, client:media, client:intent's default): a click
 * before that is the browser's, not React's.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      const client = island.getAttribute('client');
      const eager = /"when":"(load|idle)"/.test(island.getAttribute('opts') ?? '');
      const waits = client === 'visible' || client === 'media' || (client === 'intent' && !eager);
      const box = (island.firstElementChild ?? island).getBoundingClientRect();
      return waits && (box.bottom <= 0 || box.top >= innerHeight);
    }),
  );
}

/** The hrefs of the links `selector` finds in a built page: the site serves its pages as built. */
export function builtLinks(slug: string, path: string, selector: string): string[] {
  const html = readFileSync(join(distDir, slug, path, 'index.html'), 'utf8');
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll(selector)].map((a) => a.getAttribute('href') ?? '');
}
