/**
 * The vehicle feeds of the sites an incremental build renders in part, written by the build process
 * (lib/feeds/site-feeds.ts): it holds each site already and is otherwise idle while the render
 * process renders the templated pages, so the feeds, a fifth of a few changed cars' render, leave the
 * build's longest path. A feed is written when its input hash, the one its route records, differs
 * from its last build's; the render process then records it as rendered and leaves it to this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITE_FEEDS } from '../../lib/feeds/site-feeds.ts';
import type { BuildChoice } from '../../lib/build/plan.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { siteDigest } from './page-inputs.ts';
import { builds } from './page-types.ts';
import { pageHash, type WrittenPages } from './page-selection.ts';

type Job = { site: TenantBuildData; choice: BuildChoice };

/** Per site built incrementally, the paths of its feeds whose inputs changed. */
export function feedsToWrite(jobs: readonly Job[]): WrittenPages {
  const written: WrittenPages = {};
  for (const { site, choice } of jobs) {
    if (choice.kind !== 'incremental') continue;
    siteDigest(site); // the site then hashes as its own hash, as in the render process
    const params = { tenant: site.tenant.slug };
    written[site.tenant.slug] = Object.values(SITE_FEEDS)
      .filter((feed) => builds(feed.type) && feed.publishes(site.tenant))
      .filter((feed) => choice.previous.pages[feed.path]?.hash !== pageHash(feed.route, params, { site }))
      .map((feed) => feed.path);
  }
  return written;
}

/** Writes those feeds into `dir` as a render process lays out its pages (<slug>/<path>); returns it. */
export function writeFeeds(jobs: readonly Job[], written: WrittenPages, dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const { site } of jobs) {
    for (const feed of Object.values(SITE_FEEDS)) {
      if (!written[site.tenant.slug]?.includes(feed.path)) continue;
      const file = join(dir, site.tenant.slug, feed.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, feed.render(site));
    }
  }
  return dir;
}
