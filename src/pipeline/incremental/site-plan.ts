/**
 * The file side of an incremental build of one site: whether the live site is the one its manifest
 * describes, the manifest of a new build, and the check that a site assembled from rendered and kept
 * pages has exactly the files of its pages (src/lib/build/ decides; this reads and writes).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestRead, SiteManifest } from '../../lib/build/manifest.ts';
import { MANIFEST_VERSION } from '../../lib/build/manifest.ts';
import { sitePageFile } from '../../lib/build/page-files.ts';
import { chooseBuild, type BuildChoice, type RecordedPage, type SiteInputs } from '../../lib/build/plan.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import { sha256, siteDigest } from '../render/page-inputs.ts';
import { contentLayersOf } from '../../lib/content/layers.ts';
import type { ContentFile } from '../../lib/content/types.ts';

/**
 * The site's inputs as hashes. Its pages' Markdown reaches them through the Content Layer, not in
 * their props, so the files of the site's content layers count as config: a change to one of them
 * builds in full the sites whose layers hold it, and only those.
 */
export function siteInputs(site: TenantBuildData, code: string, content: readonly ContentFile[]): SiteInputs {
  const { config, configParts, stock, cars } = siteDigest(site);
  const layers = new Set(contentLayersOf(site.tenant));
  const contentFiles = sha256(
    JSON.stringify(content.filter((file) => layers.has(file.path.layer)).map(({ file, source }) => [file, source])),
  );
  return {
    code,
    config: sha256(`${config}\n${contentFiles}`),
    configParts: { ...configParts, contentFiles },
    stock,
    cars,
  };
}

/** chooseBuild, and a full build when a file the manifest's pages need is gone from the live site. */
export function chooseSiteBuild(previous: ManifestRead, inputs: SiteInputs, now: Date, liveDir: string): BuildChoice {
  const choice = chooseBuild(previous, inputs, now);
  if (choice.kind === 'full' || previous.kind !== 'found') return choice;
  const missing = Object.keys(previous.manifest.pages)
    .map(sitePageFile)
    .find((file) => !existsSync(join(liveDir, file)));
  return missing
    ? {
        kind: 'full',
        reason: `${join(liveDir, missing)} is missing, so the live site is not the one its manifest describes`,
      }
    : choice;
}

/** One line for the build's log. */
export function describeChoice(choice: BuildChoice): string {
  if (choice.kind === 'full') return `full build: ${choice.reason}`;
  if (choice.kind === 'unchanged') return 'unchanged since the last build: nothing to render';
  const { added, changed, removed } = choice.changes;
  const parts = [
    [added, 'added'],
    [changed, 'changed'],
    [removed, 'removed'],
  ] as const;
  const said = parts.filter(([ids]) => ids.length > 0).map(([ids, what]) => `${ids.length} ${what}`);
  return `incremental: ${said.length > 0 ? `cars ${said.join(', ')}` : 'the same cars, other search results or order'}`;
}

export function siteManifest(
  site: TenantBuildData,
  inputs: SiteInputs & { bundle: string },
  routes: readonly string[],
  pages: Record<string, RecordedPage>,
): SiteManifest {
  return {
    version: MANIFEST_VERSION,
    slug: site.tenant.slug,
    builtAt: site.builtAt,
    inputs: { code: inputs.code, config: inputs.config, configParts: inputs.configParts, bundle: inputs.bundle },
    stock: inputs.stock,
    cars: inputs.cars,
    routes: [...routes],
    pages: Object.fromEntries(Object.entries(pages).map(([path, { route, hash }]) => [path, { route, hash }])),
  };
}

/** The demo stock's photos: files of a site that are neither pages nor shared (render/demo-images.ts). */
const PHOTOS = 'demo-images/';

/**
 * What is wrong with an assembled site's files as the home of exactly these pages: a page's file
 * missing, or a file (other than the shared bundle and public files, and photos) that is no page's.
 * Empty when right.
 */
export function siteFileProblems(
  files: readonly string[],
  pages: readonly string[],
  shared: readonly string[],
): string[] {
  const expected = new Set(pages.map(sitePageFile));
  const sharedSet = new Set(shared);
  const present = files.filter((file) => !file.startsWith(PHOTOS) && !sharedSet.has(file));
  const found = new Set(present);
  const missing = [...expected].filter((file) => !found.has(file)).map((file) => `${file} is missing`);
  const stray = present.filter((file) => !expected.has(file)).map((file) => `${file} is no page's file`);
  return [...missing, ...stray];
}
