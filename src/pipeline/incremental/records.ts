/**
 * Reads back what the render processes recorded (render/page-selection.ts): every route Astro asked
 * for, and per site every page with its input hash and whether it was rendered or kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { RecordedPage } from '../../lib/build/plan.ts';
import type { RouteRecord } from '../render/page-selection.ts';

export interface BuildRecord {
  routes: string[];
  /** Per site slug, its pages by path. */
  sites: Map<string, Record<string, RecordedPage>>;
}

export function readRecords(files: readonly string[]): BuildRecord {
  const routes = new Set<string>();
  const sites = new Map<string, Record<string, RecordedPage>>();
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const { route, pages } = JSON.parse(line) as RouteRecord;
      routes.add(route);
      for (const [slug, path, hash, rendered] of pages) {
        const site = sites.get(slug) ?? {};
        sites.set(slug, site);
        const earlier = site[path];
        if (earlier && (earlier.hash !== hash || earlier.route !== route)) {
          throw new Error(
            `${slug}${path} was listed twice, by ${earlier.route} and ${route}: two routes make the same page.`,
          );
        }
        site[path] = { route, hash, rendered: rendered === 1 || earlier?.rendered === true };
      }
    }
  }
  return { routes: [...routes].sort(), sites };
}
