/**
 * The build manifest on disk: dist/.<slug>.build.json, beside the site it describes (a dot file, so
 * it is neither served nor deployed). It is removed before a site is swapped in and written after,
 * so a build that stops half-way leaves no manifest describing a site that is not there: the next
 * incremental build is then a full one.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteManifest, type ManifestRead, type SiteManifest } from '../../lib/build/manifest.ts';

function manifestPath(distDir: string, slug: string): string {
  return join(distDir, `.${slug}.build.json`);
}

export function readManifest(distDir: string, slug: string): ManifestRead {
  const path = manifestPath(distDir, slug);
  return parseSiteManifest(existsSync(path) ? readFileSync(path, 'utf8') : null, slug);
}

export function removeManifest(distDir: string, slug: string): void {
  rmSync(manifestPath(distDir, slug), { force: true });
}

export function writeManifest(distDir: string, manifest: SiteManifest): void {
  const path = manifestPath(distDir, manifest.slug);
  writeFileSync(`${path}.tmp`, JSON.stringify(manifest));
  renameSync(`${path}.tmp`, path);
}
