/**
 * What the alerts journey (alerts.spec.ts) needs beyond the browser: the alert site's demo feed,
 * made again as the e2e stack made it and then changed, and the CI steps run on it as CI runs
 * them: the re-index with the incremental build, then the alert matching.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { isVisible, tenantStockFilterOptions } from '../../src/lib/stock/base-filter.ts';
import { normaliseFeed } from '../../src/lib/stock/normalise.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { apiData } from './lead-helpers.ts';
import { distDir, port } from './sites.ts';

type FeedCar = { id: number; slug: string; path?: string; price: number; make: string; stocknum?: string };

/** The alert site's feed as the stack indexed it, and the cars the journey uses from it. */
export function alertSiteFeed(tenant: Tenant) {
  const now = new Date(process.env.E2E_NOW ?? Date.now());
  const feed = generateDemoFeed(demoStockOptionsFor(tenant, Number(process.env.E2E_CARS ?? 30), now)) as FeedCar[];
  const { vehicles } = normaliseFeed({ vehicles: feed }, { now });
  const shown = vehicles.filter(
    (v) => v.status === 'in_stock' && v.price > 5000 && isVisible(v, tenantStockFilterOptions(tenant), now),
  );
  const watched = shown[0]!;
  const template = shown.find((v) => v.make === watched.make && v.id !== watched.id) ?? shown[1]!;
  return { feed, watched, template };
}

/** A copy of a feed car under a new id (and, for the car that must not match, another make). */
export function copyCar(feed: FeedCar[], id: number, newId: number, make?: string): FeedCar {
  const original = feed.find((car) => car.id === id)!;
  const slug = `${original.slug}-${newId}`;
  return { ...original, id: newId, slug, path: `/cars/${slug}`, stocknum: `A${newId}`, ...(make ? { make } : {}) };
}

/** Re-indexes the site from `feed` and builds it incrementally, then matches alerts: CI's steps, in its order. */
export function indexBuildAndMatch(tenant: Tenant, feed: FeedCar[], work: string): string {
  const file = join(work, 'alerts-feed.json');
  writeFileSync(file, JSON.stringify({ vehicles: feed }));
  const env = {
    ...process.env,
    MEILISEARCH_URL: process.env.E2E_MEILISEARCH_URL,
    MEILISEARCH_ADMIN_KEY: process.env.E2E_ADMIN_KEY,
  };
  const run = (script: string, args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env, timeout: 240_000 });
    expect(result.status, `${script}: ${result.stdout}\n${result.stderr}`).toBe(0);
    return result.stdout;
  };
  run('scripts/index-stock.ts', ['--tenant', tenant.slug, '--file', file, '--build', 'incremental', '--out', distDir]);
  return run('scripts/match-alerts.ts', ['--tenant', tenant.slug, '--out', distDir, '--data', apiData]);
}

const mailboxUrl = `http://localhost:${port}/mailbox`;

/** Opens the mailbox once it lists `count` emails. */
export async function mailboxWith(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.goto(mailboxUrl);
        return page.locator('li.mail').count();
      },
      { timeout: 30_000 },
    )
    .toBe(count);
  return page.locator('li.mail');
}
