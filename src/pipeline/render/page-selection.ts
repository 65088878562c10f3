/**
 * Which of its share of a route's pages a render process renders, and the record of every page's
 * input hash it leaves for the build (build-sites.ts) to write into the site's manifest.
 *
 * The render processes start before the build has read the stock (render.ts), so getStaticPaths
 * first waits for the render plan (FORECOURT_RENDER_PLAN): how many processes share the pages, and
 * for a site built incrementally, the page hashes of its last build. A page whose input hash is the
 * one recorded there is left out, as its file in the live site is already what it would render.
 * Each process appends one line per route to its own record file (FORECOURT_PAGE_RECORD) as Astro
 * asks for the route's paths, including routes with no page here, so the build knows every route.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sitePagePath } from '../../lib/build/page-files.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { contentHash, siteDigest } from './page-inputs.ts';
import { parseShard, SHARD_ENV, type Shard } from './shard.ts';

export const RENDER_PLAN_ENV = 'FORECOURT_RENDER_PLAN';
export const PAGE_RECORD_ENV = 'FORECOURT_PAGE_RECORD';
/** What a render process sends its build once Astro has synced its content (render.ts says why). */
export const SYNCED_MESSAGE = 'synced';

/** Per site slug, the input hash of each page of its last build by path: pages to keep if unchanged. */
export type RenderPlan = Record<string, Record<string, string>>;
/** Per site slug, the paths of the pages the build process writes itself (feed-files.ts). */
export type WrittenPages = Record<string, string[]>;

/** One line of a record file: a route and this process's share of its pages. */
export interface RouteRecord {
  route: string;
  /** [site slug, page path, input hash, rendered (1) or kept (0)] */
  pages: [string, string, string, 0 | 1][];
}

/** A page as static-paths.ts lists it: its props are worked out only for this process's share. */
export interface ListedPage<P> {
  site: TenantBuildData;
  params: Record<string, string>;
  props: () => P;
}

interface Plan {
  shard: Shard;
  keep: RenderPlan;
  written: WrittenPages;
}

let plan: Promise<Plan> | undefined;
const parent = process.ppid;

/** This process's shard and the pages to keep, once the build has written them. */
export function renderPlan(): Promise<Plan> {
  plan ??= waitForPlan();
  return plan;
}

async function waitForPlan(): Promise<Plan> {
  const { index } = parseShard(process.env[SHARD_ENV]);
  const file = process.env[RENDER_PLAN_ENV];
  // Not started by the build (a manual `astro build`): render everything, as the shard says.
  if (!file) return { shard: parseShard(process.env[SHARD_ENV]), keep: {}, written: {} };
  while (!existsSync(file)) {
    // The build that started this process is gone: nobody will write the plan.
    if (process.ppid !== parent) throw new Error('The build that started this render process has ended.');
    await sleep(20);
  }
  const { processes, keep, written } = JSON.parse(readFileSync(file, 'utf8')) as Omit<Plan, 'shard'> & {
    processes: number;
  };
  return { shard: { index, count: processes }, keep, written };
}

/** A page's input hash: its route and what static-paths.ts hands it. */
export function pageHash(route: string, params: Record<string, string>, props: unknown): string {
  return contentHash({ route, params, props });
}

/**
 * The pages to render of those listed, after hashing and recording each. A page the build process
 * writes itself is recorded as rendered, with the hash of what this process would have rendered it
 * from, but left to it.
 */
export function selectPages<P>(
  route: string,
  listed: ListedPage<P>[],
  { keep, written }: Pick<Plan, 'keep' | 'written'>,
): { params: Record<string, string>; props: P }[] {
  const record: RouteRecord = { route, pages: [] };
  const chosen: { params: Record<string, string>; props: P }[] = [];
  for (const { site, params, props: propsOf } of listed) {
    siteDigest(site); // the site, its config and its cars then hash as their own hashes
    const props = propsOf();
    const slug = site.tenant.slug;
    const path = sitePagePath(route, params);
    const hash = pageHash(route, params, props);
    const kept = keep[slug]?.[path] === hash;
    record.pages.push([slug, path, hash, kept ? 0 : 1]);
    if (!kept && !written[slug]?.includes(path)) chosen.push({ params, props });
  }
  const file = process.env[PAGE_RECORD_ENV];
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
  return chosen;
}
