/**
 * Builds the sites of many tenants in one Astro build per core (render.ts) rather than one per
 * tenant, so the Vite bundling and start-up are paid once per core, and assembles dist/<slug>/
 * for each (site-assembly.ts). A tenant whose config or stock cannot be read is reported and left
 * out; the others still build.
 *
 * Every build leaves a manifest beside each site (incremental/manifest-file.ts). An incremental
 * build compares each site's inputs with it and re-renders only the pages whose inputs changed,
 * keeping the rest of the live site's files; where that is not safe it builds the site in full and
 * says why (src/lib/build/plan.ts).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import pLimit from 'p-limit';
import type { Tenant } from '../lib/tenant/schema.ts';
import { writeBuildData } from './build-data.ts';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import { countHtml, discardTrash, mergeRenders, sharedFiles } from './render/assemble.ts';
import { defaultRenderProcesses, startRender, type RenderSession } from './render/render.ts';
import { feedsToWrite, writeFeeds } from './render/feed-files.ts';
import type { WrittenPages } from './render/page-selection.ts';
import { keepBundle } from './render/saved-bundle.ts';
import { readNeeds } from './render/finish-pages.ts';
import {
  bundleFor,
  startRendering,
  type BundleUse,
  type RenderStartOptions,
  type StartedRender,
} from './render/start-rendering.ts';
import { errorMessage, readTenant, type BuildFailure } from './read-site.ts';
import {
  assembleSite,
  renderPlan,
  stageIncrementalSites,
  type BuiltSite,
  type Rendered,
  type SiteJob,
} from './site-assembly.ts';
import { siteFileOf } from './tenants.ts';
import { drawDemoPhotos } from './render/demo-images.ts';
import type { ContentFile } from '../lib/content/types.ts';
import { departedRedirectsFor } from './departed-redirects.ts';
import { readManifest } from './incremental/manifest-file.ts';
import { answerBook, keepAnswers } from './search/kept-answers.ts';
import { readRecords } from './incremental/records.ts';
import { chooseSiteBuild, describeChoice, siteInputs } from './incremental/site-plan.ts';
import { siteSources } from '../lib/security/site-sources.ts';
import { buildClock } from '../lib/build/plan.ts';

export interface BuildOptions extends RenderStartOptions {
  client: Meilisearch;
  tenants: Tenant[];
  /** Where dist/<slug>/ folders go. */
  outDir: string;
  /** Meilisearch URL as the shopper's browser reaches it. */
  publicSearchUrl: string;
  now?: Date;
  /** The tenant files' folder (default: tenants), whose sites/<slug>.json errors about a site's options name. */
  root?: string;
  /** The render processes, if the caller started them already (startRendering, with these options). */
  started?: StartedRender;
  log?: (line: string) => void;
}

export interface BuildSummary {
  built: BuiltSite[];
  failures: BuildFailure[];
  seconds: number;
  /**
   * What rendered each pass of the build, in order: one pass unless the kept bundle failed or an
   * incremental site had to be rendered again in full (docs/incremental-builds.md says when).
   */
  renderedWith: RenderedWith[];
}

type RenderedWith = 'kept bundle' | 'Astro';

/**
 * Up to this many changed cars across the sites of an incremental build, one render process does:
 * the few pages they reach do not repay a second process's start-up (Vite bundling) on a busy machine.
 */
const ONE_PROCESS_CARS = 50;

export async function buildSites(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const {
    client,
    tenants,
    publicSearchUrl,
    now = new Date(),
    incremental = false,
    root = 'tenants',
    log = console.log,
  } = options;
  const outDir = resolve(options.outDir);
  const { session, bundle, workDir, contentDir, code, content } = options.started ?? (await startRendering(options));
  try {
    // Meilisearch answers one tenant's queries while this process parses another's.
    const limit = pLimit(Math.max(1, options.renderProcesses ?? defaultRenderProcesses()));
    const read = await Promise.all(
      tenants.map((tenant) =>
        limit(() =>
          prepareSite(tenant, { client, code, content, now, outDir, publicSearchUrl, incremental, root, log }),
        ),
      ),
    );
    const jobs = read.filter((job): job is SiteJob => !('message' in job));
    const failures = read.filter((job): job is BuildFailure => 'message' in job);
    const unchanged = jobs.filter((job) => job.choice.kind === 'unchanged').map(({ site }) => leftAsItIs(site, outDir));
    const toRender = jobs.filter((job) => job.choice.kind !== 'unchanged');
    if (toRender.length === 0) await session.cancel();
    const processes = Math.max(1, options.renderProcesses ?? renderProcessesFor(toRender));
    const passes: RenderedWith[] = [];
    const run = { processes, log, contentDir, bundle, passes };
    const rendered = toRender.length > 0 ? await renderAndAssemble(toRender, session, workDir, outDir, run) : [];
    const order = tenants.map((tenant) => tenant.slug);
    const built = [...unchanged, ...rendered].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
    return { built, failures, seconds: (performance.now() - started) / 1000, renderedWith: passes };
  } finally {
    await session.cancel();
    discardTrash(outDir);
    rmSync(workDir, { recursive: true, force: true });
    if (bundle.draft) rmSync(bundle.draft, { recursive: true, force: true }); // left by a render that failed
  }
}

interface ReadContext {
  client: Meilisearch;
  code: string;
  content: ContentFile[];
  now: Date;
  outDir: string;
  publicSearchUrl: string;
  incremental: boolean;
  root: string;
  log: (line: string) => void;
}

/** A site's data and inputs, and how to build it: in full, in part against its manifest, or not at all. */
async function prepareSite(
  tenant: Tenant,
  { client, code, content, now, outDir, publicSearchUrl, incremental, root, log }: ReadContext,
): Promise<SiteJob | BuildFailure> {
  const previous = incremental ? readManifest(outDir, tenant.slug) : null;
  // A full build asks every search page afresh; an incremental one reuses answers that are the same.
  const answers = answerBook(code, incremental ? outDir : null, tenant.slug);
  const site = await readTenant(
    client,
    tenant,
    {
      now: previous ? buildClock(previous, now) : now,
      publicSearchUrl,
      content,
      siteFile: siteFileOf(root, tenant.slug),
      answers,
    },
    log,
  );
  if ('message' in site) return site;
  const inputs = siteInputs(site, code, content);
  const departed = await departedRedirectsFor(client, site);
  if (!previous) return { site, inputs, choice: { kind: 'full', reason: 'asked for' }, departed, answers };
  const choice = chooseSiteBuild(previous, inputs, now, join(outDir, tenant.slug));
  log(`    ${describeChoice(choice)}`);
  return { site, inputs, choice, departed, answers };
}

function renderProcessesFor(jobs: SiteJob[]): number {
  const changedCars = jobs.reduce((sum, { choice }) => {
    if (choice.kind !== 'incremental') return Number.POSITIVE_INFINITY;
    const { added, changed, removed } = choice.changes;
    return sum + added.length + changed.length + removed.length;
  }, 0);
  return changedCars <= ONE_PROCESS_CARS ? 1 : defaultRenderProcesses();
}

function leftAsItIs(site: TenantBuildData, outDir: string): BuiltSite {
  return {
    slug: site.tenant.slug,
    pages: countHtml(join(outDir, site.tenant.slug)),
    how: 'unchanged',
    rendered: 0,
    kept: 0,
    removed: 0,
  };
}

type RenderRun = {
  processes: number;
  log: (line: string) => void;
  contentDir: string;
  bundle: BundleUse;
  passes: RenderedWith[];
};

async function renderAndAssemble(
  jobs: SiteJob[],
  session: RenderSession,
  workDir: string,
  outDir: string,
  run: RenderRun,
): Promise<BuiltSite[]> {
  const { written, planned, rendered: rendering } = startRenderPass(jobs, session, run);
  await planned.catch(() => {}); // a failure is the render's, handled below
  const { staging, folders } = whileRendering(jobs, written, workDir, outDir);
  const renders = await rendering.catch((error: unknown) => {
    if (!run.bundle.saved) throw error;
    // A bundle that failed is not trusted again: Astro renders, and keeps a new one.
    run.log(`  The kept bundle failed (${errorMessage(error)}); rendering with Astro instead.`);
    rmSync(run.bundle.saved, { recursive: true, force: true });
    return null;
  });
  const stagingFailures = await staging;
  if (!renders) return renderAgain(jobs, workDir, outDir, { ...run, bundle: bundleFor(run.bundle.key, false) });
  const slugs = new Set(jobs.map((job) => job.site.tenant.slug));
  const astroOut = mergeRenders([...renders.outDirs, ...folders], slugs);
  const keeping = run.bundle.draft && keepBundle(run.bundle.draft, run.bundle.key, astroOut, slugs, run.log);
  const rendered: Rendered = {
    astroOut,
    slugs,
    record: readRecords(renders.records),
    needs: readNeeds(renders.needs, slugs),
    shared: sharedFiles(astroOut, slugs),
  };
  const built: BuiltSite[] = [];
  const redo: SiteJob[] = [];
  for (const job of jobs) {
    const stagingFailed = stagingFailures.get(job.site.tenant.slug);
    const outcome = stagingFailed
      ? { reason: `its new folder could not be started from the live site (${stagingFailed})` }
      : assembleSite(job, rendered, outDir, run.log);
    if ('reason' in outcome) {
      run.log(`  ${job.site.tenant.slug}: building it in full instead, as ${outcome.reason}`);
      redo.push({ ...job, choice: { kind: 'full', reason: outcome.reason } });
    } else {
      keepAnswers(outDir, outcome.slug, job.answers);
      built.push(outcome);
    }
  }
  if (keeping && (await keeping)) run.log('  Kept the bundle for incremental builds of this code and content.');
  if (redo.length > 0) built.push(...(await renderAgain(redo, workDir, outDir, run)));
  return built;
}

/**
 * Hands the render processes the build data and their plan, which tells them to leave the feeds this
 * process writes.
 */
function startRenderPass(jobs: SiteJob[], session: RenderSession, run: RenderRun) {
  writeBuildData(
    session.dataDir,
    jobs.map((job) => job.site),
  );
  const written = feedsToWrite(jobs);
  const feedCount = Object.values(written).flat().length;
  const how = run.bundle.saved ? ' with the bundle a build of this code kept' : ' with Astro';
  const feeds = feedCount > 0 ? `, and ${feedCount} feed(s) in this one` : '';
  run.log(`Rendering ${jobs.length} site(s) in ${run.processes} process(es)${how}${feeds}…`);
  run.passes.push(run.bundle.saved ? 'kept bundle' : 'Astro');
  return { written, ...session.render(run.processes, renderPlan(jobs), written) };
}

/**
 * This process's work while the pages render, once the render processes have their plan: it starts
 * the new folders of the sites built incrementally, writes the feeds that changed and draws the demo
 * photos into folders shaped like a render's (merged with theirs), and works out the origins each
 * site's security policy allows.
 */
function whileRendering(jobs: SiteJob[], written: WrittenPages, workDir: string, outDir: string) {
  const staging = stageIncrementalSites(jobs, outDir);
  const folders = [writeFeeds(jobs, written, `${workDir}/feeds`), drawDemoPhotos(jobs, workDir, outDir)];
  for (const job of jobs) siteSources(job.site); // for the security headers, when the site is assembled
  return { staging, folders };
}

/** Renders these sites again in new processes, in a work folder of their own. */
async function renderAgain(jobs: SiteJob[], workDir: string, outDir: string, run: RenderRun): Promise<BuiltSite[]> {
  const again = `${workDir}-again`;
  const fresh = startRender(again, run.processes, run.contentDir, run.bundle.renderer);
  try {
    return await renderAndAssemble(jobs, fresh, again, outDir, run);
  } finally {
    await fresh.cancel();
    rmSync(again, { recursive: true, force: true });
    if (run.bundle.draft) rmSync(run.bundle.draft, { recursive: true, force: true });
  }
}
