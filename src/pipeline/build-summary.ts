import type { BuildSummary } from './build-sites.ts';
import type { BuiltSite } from './site-assembly.ts';

/** Prints the closing summary of a build; true when every tenant built. */
export function printBuildSummary({ built, failures, seconds }: BuildSummary, log = console.log): boolean {
  const pages = built.reduce((sum, site) => sum + site.pages, 0);
  const whole = built.every((site) => site.how === 'full');
  const rendered = built.reduce((sum, site) => sum + site.rendered, 0);
  const kept = built.reduce((sum, site) => sum + site.kept, 0);
  const removed = built.reduce((sum, site) => sum + site.removed, 0);
  log('');
  log(
    whole
      ? `Built ${built.length} tenant(s), ${pages} pages in ${seconds.toFixed(1)} s (${Math.round(pages / Math.max(seconds, 0.001))} pages/s)`
      : `Built ${built.length} tenant(s), ${pages} pages in ${seconds.toFixed(1)} s: ${rendered} rendered, ${kept} kept, ${removed} removed`,
  );
  for (const site of built) log(`  ${site.slug}: ${site.pages} pages${how(site)}`);
  if (failures.length > 0) {
    log(`Failed ${failures.length} tenant(s):`);
    for (const failure of failures) log(`  ✗ ${failure.slug}: ${failure.message}`);
  }
  return failures.length === 0;
}

function how(site: BuiltSite): string {
  if (site.how === 'unchanged') return ' (unchanged)';
  if (site.how === 'incremental')
    return ` (incremental: ${site.rendered} re-rendered, ${site.kept} kept, ${site.removed} removed)`;
  return '';
}
