/**
 * Writes the demo stock's photos (SVGs drawn by src/demo-stock/images.ts) straight into a built
 * site. As Astro endpoints they cost a page render each, a third of a demo build's pages.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildChoice } from '../../lib/build/plan.ts';
import type { TenantBuildData } from '../../lib/site/site-data.ts';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import { demoImageNames, demoImageSvg } from '../../demo-stock/images.ts';
import { linkFiles } from './assemble.ts';

/**
 * Draws the demo photos into a folder shaped like a render's (an incremental site reuses its live
 * ones); returns it.
 */
export function drawDemoPhotos(
  jobs: readonly { site: TenantBuildData; choice: BuildChoice }[],
  workDir: string,
  outDir: string,
): string {
  const photos = `${workDir}/demo-photos`;
  mkdirSync(photos, { recursive: true });
  for (const { site, choice } of jobs) {
    writeDemoImages(
      `${photos}/${site.tenant.slug}`,
      site.vehicles,
      choice.kind === 'incremental' ? join(outDir, site.tenant.slug) : undefined,
    );
  }
  return photos;
}

/**
 * `reuseFrom`: a live site built by the same code, whose photos an incremental build links rather
 * than draws again (a photo's name says what it shows: the same name is the same drawing).
 */
function writeDemoImages(siteDir: string, vehicles: readonly Vehicle[], reuseFrom?: string): void {
  const dir = join(siteDir, 'demo-images');
  const live = reuseFrom === undefined ? null : join(reuseFrom, 'demo-images');
  const drawn = new Set(live && existsSync(live) ? readdirSync(live) : []);
  const files = demoImageNames([...vehicles]).map((name) => `${name}.svg`);
  if (live)
    linkFiles(
      live,
      dir,
      files.filter((file) => drawn.has(file)),
    );
  let made = false;
  for (const file of files.filter((file) => !drawn.has(file))) {
    const svg = demoImageSvg(file.slice(0, -'.svg'.length));
    if (svg === null) continue;
    if (!made) mkdirSync(dir, { recursive: true });
    made = true;
    writeFileSync(join(dir, file), svg);
  }
}
