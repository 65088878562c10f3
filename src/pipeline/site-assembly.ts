/**
 * The assembly half of a build (build-sites.ts renders): which pages the render processes may keep,
 * each incremental site's new folder started from the live one, and each site assembled from the
 * processes' pages, swapped in and given its manifest, or the reason it must be built in full.
 */
import { join } from 'node:path';
import type { TenantBuildData } from '../lib/site/site-data.ts';
import type { Redirect } from '../lib/site/redirects.ts';
import { pageOutcome, routesWithoutInputs, type BuildChoice, type SiteInputs } from '../lib/build/plan.ts';
import { sitePageFile } from '../lib/build/page-files.ts';
import { assembleTenantSite, sharedFilesHash, stageLiveSite } from './render/assemble.ts';
import type { RenderPlan } from './render/page-selection.ts';
import { removeManifest, writeManifest } from './incremental/manifest-file.ts';
import type { BuildRecord } from './incremental/records.ts';
import { siteFileProblems, siteManifest } from './incremental/site-plan.ts';
import { finishSite } from './site-files.ts';
import { noNeeds, type NeedsBySite } from './render/finish-pages.ts';
import { errorMessage } from './read-site.ts';
import type { AnswerBook } from './search/kept-answers.ts';

export interface BuiltSite {
  slug: string;
  /** HTML pages in the site. */
  pages: number;
  how: 'full' | 'incremental' | 'unchanged';
  /** Pages (HTML, feeds, data files) this build rendered, kept from the live site, and removed. */
  rendered: number;
  kept: number;
  removed: number;
}

/** A site ready to render: its data, its inputs' hashes and how it is to be built. */
export interface SiteJob {
  site: TenantBuildData;
  inputs: SiteInputs;
  choice: BuildChoice;
  /** The pages of cars that left the site, redirected (departed-redirects.ts): lines of its _redirects. */
  departed: Redirect[];
  /** Its search pages' first answers: kept beside the site once it is built (search/kept-answers.ts). */
  answers: AnswerBook;
}

/**
 * Starts the new folder of each site built incrementally as the live site's pages, while the pages
 * render (assemble.ts says why); settles with why, by site, where that failed.
 */
export async function stageIncrementalSites(jobs: SiteJob[], outDir: string): Promise<Map<string, string>> {
  const failures = new Map<string, string>();
  await Promise.all(
    jobs.map(async ({ site, choice }) => {
      if (choice.kind !== 'incremental') return;
      const files = Object.keys(choice.previous.pages).map(sitePageFile);
      await stageLiveSite(outDir, site.tenant.slug, files).catch((error: unknown) =>
        failures.set(site.tenant.slug, errorMessage(error)),
      );
    }),
  );
  return failures;
}

/** The previous page hashes of the sites built incrementally: the pages the render processes may keep. */
export function renderPlan(jobs: SiteJob[]): RenderPlan {
  const plan: RenderPlan = {};
  for (const { site, choice } of jobs) {
    if (choice.kind !== 'incremental') continue;
    plan[site.tenant.slug] = Object.fromEntries(
      Object.entries(choice.previous.pages).map(([path, page]) => [path, page.hash]),
    );
  }
  return plan;
}

export interface Rendered {
  astroOut: string;
  slugs: ReadonlySet<string>;
  record: BuildRecord;
  /** What each site's rendered pages need of its security policy. */
  needs: NeedsBySite;
  /** The bundle and public files in every site. */
  shared: string[];
}

/** Assembles and swaps in one site, and writes its manifest; or why it must be built in full instead. */
export function assembleSite(
  job: SiteJob,
  { astroOut, slugs, record, needs, shared }: Rendered,
  outDir: string,
  log: (line: string) => void,
): BuiltSite | { reason: string } {
  const { slug } = job.site.tenant;
  const pages = record.sites.get(slug) ?? {};
  const manifest = siteManifest(
    job.site,
    { ...job.inputs, bundle: sharedFilesHash(astroOut, shared) },
    record.routes,
    pages,
  );
  const paths = Object.keys(pages);
  const pageNeeds = needs.get(slug) ?? noNeeds();
  removeManifest(outDir, slug); // no manifest may describe a site that is being replaced
  if (job.choice.kind === 'incremental') {
    const { previous } = job.choice;
    const newRoutes = routesWithoutInputs(previous.routes, record.routes);
    if (newRoutes.length > 0)
      return { reason: `${newRoutes.join(', ')} has no recorded inputs in the last build's manifest` };
    if (previous.inputs.bundle !== manifest.inputs.bundle)
      return { reason: "the Astro bundle differs from the last build's although the code is the same" };
    try {
      const outcome = pageOutcome(previous.pages, pages);
      const staged = { removed: outcome.removed.map(sitePageFile) };
      const site = assembleTenantSite(astroOut, outDir, slug, slugs, {
        staged,
        check: (files) => refuseProblems(siteFileProblems(files, paths, shared)),
        finish: (dir) => finishSite(dir, job.site, job.departed, pageNeeds, join(outDir, slug)),
      });
      writeManifest(outDir, manifest);
      log(
        `  ${slug}: ${outcome.rendered.length} of ${paths.length} pages re-rendered, ${outcome.removed.length} removed`,
      );
      return {
        slug,
        pages: site.pages,
        how: 'incremental',
        rendered: outcome.rendered.length,
        kept: outcome.kept.length,
        removed: outcome.removed.length,
      };
    } catch (error) {
      return { reason: errorMessage(error) };
    }
  }
  let problems: string[] = [];
  const site = assembleTenantSite(astroOut, outDir, slug, slugs, {
    check: (files) => (problems = siteFileProblems(files, paths, shared)),
    finish: (dir) => finishSite(dir, job.site, job.departed, pageNeeds, null),
  });
  if (problems.length === 0) writeManifest(outDir, manifest);
  else
    log(
      `  ! ${slug}: no build manifest written, so its next incremental build will be a full one: ${problems.slice(0, 3).join('; ')}`,
    );
  return { slug, pages: site.pages, how: 'full', rendered: paths.length, kept: 0, removed: 0 };
}

function refuseProblems(problems: string[]): void {
  if (problems.length > 0) throw new Error(`the assembled site is not its pages: ${problems.slice(0, 3).join('; ')}`);
}
