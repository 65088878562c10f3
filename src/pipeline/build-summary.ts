import type { BuildSummary } from './build-sites.ts';

/** Prints the closing summary of a build; true when every tenant built. */
export function printBuildSummary({ built, failures, seconds }: BuildSummary, log = console.log): boolean {
  const pages = built.reduce((sum, site) => sum + site.pages, 0);
  log('');
  log(`Built ${built.length} tenant(s), ${pages} pages in ${seconds.toFixed(1)} s (${Math.round(pages / Math.max(seconds, 0.001))} pages/s)`);
  for (const site of built) log(`  ${site.slug}: ${site.pages} pages`);
  if (failures.length > 0) {
    log(`Failed ${failures.length} tenant(s):`);
    for (const failure of failures) log(`  ✗ ${failure.slug}: ${failure.message}`);
  }
  return failures.length === 0;
}
