// An incremental build writes the vehicle feeds in its build process and tells the render process to
// leave them (render/feed-files.ts): it must name each feed by the route and path its Astro route
// records, or the two processes would disagree on which pages are whose.
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SITE_FEEDS } from '../../src/lib/feeds/site-feeds.ts';
import { sitePagePath } from '../../src/lib/build/page-files.ts';

it.each(Object.entries(SITE_FEEDS))('the %s feed is named as its route records it', (name, feed) => {
  const file = `src/pages${feed.route}.ts`;
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, 'utf8')).toContain(`SITE_FEEDS.${name}`);
  expect(sitePagePath(feed.route, { tenant: 'any-site' })).toBe(feed.path);
});
