// Issue 20's proof: "Apply a scripted series of changes to a demo tenant: price drop, sold, new car,
// car removed, make removed, a car moving between landing pages. After each step, the incremental
// build's dist/<slug>/ must equal a fresh full build's, byte for byte apart from a documented build
// timestamp." Real Meilisearch, real Astro builds, one demo tenant with a few cars.
//
// The build timestamp is the build clock (builtAt): an incremental build keeps the clock of the
// day's first build so that kept and re-rendered pages agree, and the fresh full build is given the
// same clock, so the two sites must be identical, every byte of every file.
//
// It is also the guard on Astro's private code (src/pipeline/render/astro-internals/): every stock
// change must render once, with the bundle the first build kept, and build the site incrementally.
// Falling back to Astro's build, or to a full build, fails the test except in the two cases at the
// end that damage the kept bundle on purpose (docs/incremental-builds.md lists when a build falls back).
// And the guard on the search pages' kept first answers: each step's build reuses some and asks
// InstantSearch for others or makes them of a kept search's new answer, and the site must still
// equal the fresh build's, which reuses none.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoFeed } from '../../src/demo-stock/generate.ts';
import { startMeilisearch, type MeiliConnection } from '../../src/pipeline/meili/server.ts';
import { loadTenants } from '../../src/pipeline/tenants.ts';
import { indexTenants } from '../../src/pipeline/index-stock.ts';
import { demoStockOptionsFor } from '../../src/pipeline/stock-source.ts';
import { buildSites, type BuildOptions } from '../../src/pipeline/build-sites.ts';
import { readSavedBundle } from '../../src/pipeline/render/saved-bundle.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';
import { differences, filesIn, inode } from '../fixtures/site-files.ts';
import { keptBundle, packagesRequiredBy } from '../fixtures/kept-bundle.ts';

type FeedCar = Record<string, unknown> & {
  id: number;
  slug: string;
  make: string;
  model: string;
  car_type: string;
  status: string;
  price: number | null;
};

const SLUG = 'bayside-nissan';
/** The day's first build: 10:30 in Brisbane. Every later build of the test is the same day. */
const CLOCK = new Date('2026-11-23T00:30:00Z');
const minutesLater = (minutes: number) => new Date(CLOCK.getTime() + minutes * 60_000);

let meili: MeiliConnection;
let work: string;
let tenant: Tenant;
let feed: FeedCar[];
const quiet = () => {};

beforeAll(async () => {
  // Under the project, as Astro's render processes need their output folders to be (render.ts).
  mkdirSync(resolve('.forecourt'), { recursive: true });
  work = mkdtempSync(resolve('.forecourt/test-incremental-'));
  // Bundles of its own: another build of this code and content (npm test builds the demo sites
  // beside this test) would otherwise keep the bundle its first build must make.
  process.env.FORECOURT_BUNDLES_DIR = join(work, 'bundles');
  meili = await startMeilisearch({ dataDir: join(work, 'meili') });
  const loaded = await loadTenants('tenants', [SLUG]);
  tenant = loaded.tenants[0]!;
  feed = generateDemoFeed(demoStockOptionsFor(tenant, 16, CLOCK)) as FeedCar[];
});

afterAll(async () => {
  delete process.env.FORECOURT_BUNDLES_DIR;
  await meili?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function index(cars: FeedCar[]) {
  const file = join(work, 'feed.json');
  writeFileSync(file, JSON.stringify({ vehicles: cars }));
  const [outcome] = await indexTenants(meili.client, [tenant], { file, cars: 0, now: CLOCK, force: true, log: quiet });
  expect(outcome?.ok).toBe(true);
}

async function build(outDir: string, options: Partial<BuildOptions>) {
  const log: string[] = [];
  const summary = await buildSites({
    client: meili.client,
    tenants: [tenant],
    outDir,
    publicSearchUrl: meili.url,
    workDir: join(work, 'build'),
    log: (line) => log.push(line),
    ...options,
  });
  return { summary, log: log.join('\n'), site: summary.built[0]! };
}

/** One scripted stock change: the feed after it, and a page it must re-render, add or remove. */
interface Step {
  name: string;
  change: (cars: FeedCar[]) => FeedCar[];
  reaches: (before: FeedCar[]) => { file: string; outcome: 'rendered' | 'added' | 'removed' };
  /** Whether some search pages keep their first answer: a make gone changes every page's routing. */
  keepsAnswers: boolean;
  /** Whether some kept searches are answered otherwise now, and their first results are made of the new answer. */
  renewsAnswers: boolean;
}

const visible = (car: FeedCar) => car.status === 'in_stock' && car.show_on_dealer_website === true;
const carFile = (car: FeedCar) => `cars/${car.slug}/index.html`;
const makeSlug = (make: string) => make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** A make with exactly one car in stock: removing it removes the make's search page. */
const loneMake = (cars: FeedCar[]) =>
  [...new Set(cars.map((c) => c.make))].find(
    (make) =>
      !tenant.search.excludedMakes.some((excluded) => excluded.toLowerCase() === make.toLowerCase()) &&
      cars.filter((c) => c.make === make).length === 1 &&
      cars.some((c) => c.make === make && visible(c)),
  )!;
/** A car just arrived: a copy of the first car in stock under a new id, a little dearer. */
const newCar = (cars: FeedCar[]): FeedCar => {
  const model = cars.find(visible)!;
  return {
    ...model,
    id: 999_001,
    slug: model.slug.replace(/-\d+$/, '-999001'),
    stocknum: 'N99001',
    vin: 'JN1TBNT32Z0999001',
    price: model.price! + 2000,
    created_at: minutesLater(-30).toISOString(),
  };
};
const usedCar = (cars: FeedCar[]) =>
  cars.find((c) => c.car_type === 'used' && visible(c) && c.make !== loneMake(cars))!;

const steps: Step[] = [
  {
    name: 'price drop',
    change: (cars) =>
      cars.map((c, i) => (i === cars.findIndex(visible) ? { ...c, before_price: c.price, price: c.price! - 1500 } : c)),
    reaches: (cars) => ({ file: carFile(cars.find(visible)!), outcome: 'rendered' }),
    keepsAnswers: true,
    renewsAnswers: true,
  },
  {
    name: 'sold',
    change: (cars) => {
      const sold = cars.filter(visible)[1]!;
      return cars.map((c) =>
        c.id === sold.id ? { ...c, status: 'sold', sold_date: minutesLater(-60).toISOString() } : c,
      );
    },
    reaches: (cars) => ({ file: carFile(cars.filter(visible)[1]!), outcome: 'rendered' }),
    keepsAnswers: true,
    renewsAnswers: true,
  },
  {
    name: 'new car',
    change: (cars) => [...cars, newCar(cars)],
    reaches: (cars) => ({ file: carFile(newCar(cars)), outcome: 'added' }),
    keepsAnswers: true,
    renewsAnswers: true,
  },
  {
    name: 'car removed',
    change: (cars) => cars.filter((c) => c.id !== cars.filter(visible)[2]!.id),
    reaches: (cars) => ({ file: carFile(cars.filter(visible)[2]!), outcome: 'removed' }),
    keepsAnswers: true,
    renewsAnswers: true,
  },
  {
    name: 'make removed',
    change: (cars) => cars.filter((c) => c.make !== loneMake(cars)),
    reaches: (cars) => ({ file: `search/${makeSlug(loneMake(cars))}/index.html`, outcome: 'removed' }),
    keepsAnswers: false,
    renewsAnswers: false,
  },
  {
    // Between two landing pages the site has either way: a car making the first demo car would add
    // /search/demo-cars, which the menu's Demo cars then links on every page (a full build).
    name: 'a car moving between landing pages (used to new)',
    change: (cars) => cars.map((c) => (c.id === usedCar(cars).id ? { ...c, car_type: 'new' } : c)),
    reaches: (cars) => ({ file: carFile(usedCar(cars)), outcome: 'rendered' }),
    keepsAnswers: true,
    renewsAnswers: true,
  },
];

describe('an incremental build after each stock change equals a fresh full build', () => {
  const live = () => join(work, 'dist');

  it('starts from a full build, since there is no manifest yet', async () => {
    await index(feed);
    const { site, log, summary } = await build(live(), { incremental: true, now: CLOCK, renderProcesses: 2 });
    expect(log).toContain('full build: there is no manifest from an earlier build');
    expect(site.how).toBe('full');
    expect(summary.renderedWith).toEqual(['Astro']);
    // Astro's bundle was laid out as astro-internals/private-api.ts expects, so this build kept it.
    expect(log).toContain('Kept the bundle for incremental builds of this code and content.');
    // As one file that requires nothing but Node's own modules (saved-bundle.ts bundleServer).
    const kept = (await keptBundle())!;
    const { entry } = readSavedBundle(kept);
    expect(readdirSync(join(kept, 'server'))).toEqual([entry]);
    expect(packagesRequiredBy(join(kept, 'server', entry))).toEqual([]);
    expect(existsSync(join(live(), `.${SLUG}.build.json`))).toBe(true);
  }, 300_000);

  it.each(steps.map((step, i) => [i + 1, step.name, step] as const))(
    'step %i, %s',
    async (i, _name, step) => {
      const before = feed;
      feed = step.change(feed);
      await index(feed);
      const reached = step.reaches(before);
      const liveSite = join(live(), SLUG);
      expect(existsSync(join(liveSite, reached.file))).toBe(reached.outcome !== 'added');
      const reachedBefore = reached.outcome === 'added' ? null : inode(liveSite, reached.file);
      const unrelated = filesIn(liveSite).filter((file) => file.startsWith('cars/') && file !== reached.file);
      const inodesBefore = new Map(unrelated.map((file) => [file, inode(liveSite, file)]));
      // The site an incremental build replaced is kept as the spare the next one starts its new folder
      // from (assemble.ts stageLiveSite); a full build's is not. Anything left in it must not survive.
      const spare = join(live(), `.${SLUG}.spare`);
      expect(existsSync(spare)).toBe(i > 1);
      if (i > 1) writeFileSync(join(spare, 'left-over.html'), 'not a page of the site');

      const { site, log, summary } = await build(live(), {
        incremental: true,
        now: minutesLater(5 * i),
        renderProcesses: 2,
      });
      expect(site.how, log).toBe('incremental');
      // Once, with the bundle the first build kept: not Astro's build, not again after a failure.
      expect(summary.renderedWith, log).toEqual(['kept bundle']);
      // Which left V8's code cache of the bundle, so the later steps and full builds render with it.
      expect(existsSync(join((await keptBundle())!, 'code-cache.bin'))).toBe(true);
      // Its vehicle feeds, which every stock change reaches, are written by the build process
      // (render/feed-files.ts); the comparison below holds them to Astro's rendering of them.
      expect(log).toContain('with the bundle a build of this code kept, and 2 feed(s) in this one…');
      // Search pages whose search is answered as before take the last build's first results
      // (search/kept-answers.ts), those whose kept search is answered otherwise make theirs of the new
      // answer, the others InstantSearch's: the comparison below covers all three.
      const [, searchPages, reused, renewed] =
        /(\d+) search pages \((\d+) first answers as the last build's, (\d+) made of their kept searches' new answers\)/.exec(
          log,
        ) ?? [];
      expect(Number(reused) > 0, log).toBe(step.keepsAnswers);
      expect(Number(renewed) > 0, log).toBe(step.renewsAnswers);
      expect(Number(reused), log).toBeLessThan(Number(searchPages));

      // The first step's fresh build is Astro's own, so the kept bundle must render as Astro does; the
      // later ones render every page with the kept bundle into an empty folder (a full build: no
      // manifest), so they prove what an incremental build chooses to re-render, keep and remove.
      const fresh = join(work, `full-${i}`);
      const full = await build(fresh, { now: CLOCK, renderProcesses: 1, incremental: i > 1 });
      expect(full.site.how).toBe('full');
      expect(full.summary.renderedWith).toEqual([i > 1 ? 'kept bundle' : 'Astro']);
      expect(differences(liveSite, join(fresh, SLUG))).toEqual([]);
      // The same cars and stock, each with the same input hash, whether built in part or in full.
      const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, `.${SLUG}.build.json`), 'utf8'));
      expect(manifestOf(live()).cars).toEqual(manifestOf(fresh).cars);
      expect(manifestOf(live()).stock).toEqual(manifestOf(fresh).stock);

      // Incremental, not merely equal: the page the change reaches is rendered anew, added or removed,
      // and car pages it does not reach are the very files of the last build (hard links, same inode).
      expect(existsSync(join(liveSite, reached.file))).toBe(reached.outcome !== 'removed');
      if (reached.outcome === 'rendered') expect(inode(liveSite, reached.file)).not.toBe(reachedBefore);
      const kept = [...inodesBefore].filter(
        ([file, ino]) => existsSync(join(liveSite, file)) && inode(liveSite, file) === ino,
      );
      expect(kept.length, log).toBeGreaterThan(0);
      rmSync(fresh, { recursive: true, force: true });
    },
    600_000,
  );

  it('falls back to Astro, saying why, when the kept bundle fails, and keeps a new one', async () => {
    const kept = await keptBundle();
    expect(kept).not.toBeNull();
    const { entry } = readSavedBundle(kept!);
    writeFileSync(join(kept!, 'server', entry), 'throw new Error("a damaged bundle");\n');
    feed = feed.map((c, i) => (i === feed.findIndex(visible) ? { ...c, price: c.price! - 250 } : c));
    await index(feed);

    const { site, log, summary } = await build(live(), {
      incremental: true,
      now: minutesLater(60),
      renderProcesses: 1,
    });
    expect(site.how, log).toBe('incremental');
    expect(summary.renderedWith).toEqual(['kept bundle', 'Astro']);
    expect(log).toMatch(/The kept bundle failed \(.+\); rendering with Astro instead\./);
    expect(log).toContain('Kept the bundle for incremental builds');
    expect(readFileSync(join(kept!, 'server', readSavedBundle(kept!).entry), 'utf8')).not.toContain('a damaged bundle');
    const fresh = join(work, 'full-fallback');
    await build(fresh, { now: CLOCK, renderProcesses: 1 });
    expect(differences(join(live(), SLUG), join(fresh, SLUG))).toEqual([]);
  }, 600_000);

  it('a full build over a site leaves no spare, which would be a whole second copy of it', async () => {
    const spare = join(live(), `.${SLUG}.spare`);
    expect(existsSync(spare)).toBe(true); // the incremental build above kept the site it replaced
    const { site, log } = await build(live(), { now: minutesLater(65), renderProcesses: 1 });
    expect(site.how, log).toBe('full');
    expect(existsSync(spare)).toBe(false);
  }, 600_000);
});
