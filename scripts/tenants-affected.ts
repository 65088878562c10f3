/**
 * npm run -s tenants:affected -- --since <git-ref>
 * Prints the slugs of the sites a change reaches, one per line, and nothing else on stdout; why each
 * is reached goes to stderr. With --batches, the CI workflow's matrix of batches instead.
 */
import { siteBatches, sitesPerBatchSchema } from '../src/lib/deploy/batches.ts';
import { affectedSince, allSiteSlugs } from '../src/pipeline/affected.ts';
import { parseCli } from './lib/cli.ts';
import { exitWithError } from './lib/fail.ts';

const USAGE = `Usage: npm run -s tenants:affected -- --since <git-ref> [--root tenants] [--json | --batches]
       npm run -s tenants:affected -- --all [--json | --batches]
       npm run -s tenants:affected -- --tenant <slug> [--json | --batches]

Prints the slugs of the sites to rebuild, one per line, and nothing else on stdout (use npm's -s so
that npm's own banner stays out of it too). What reached each site is explained on stderr.

The change is <git-ref> against the working tree: commits since the ref, uncommitted edits and new
untracked files. It follows the tenant layers:
  tenants/_defaults.json                 every site
  tenants/manufacturers/<make>.json      the sites that list <make> in "manufacturers"
  tenants/groups/<group>.json            the sites whose "group" is <group>
  tenants/sites/<slug>.json              that site
  tenants/content/<layer>/<owner>/...    content, offers and reviews: their owner's sites, as above
                                         (<layer> is _defaults, manufacturers, groups or sites)
  anything else under tenants/           every site
  shared code (src/, scripts/, public/, package files, astro.config.mjs …)   every site
  tests/, docs/, .github/, .ci/, *.md at the top                              no site

  --since <ref>           a commit, branch or tag, e.g. origin/main or HEAD~1
  --all                   every site (a scheduled rebuild, or a first deploy)
  --tenant <slug>         that site, which must exist (a stock feed arriving for it)
  --root <dir>            tenant files (default: tenants)
  --json                  print one JSON array instead of lines
  --batches               print the CI matrix: one JSON array of batches, each {"name", "tenants" (the
                          slugs, comma-separated), "group" (its concurrency group)}, at most 256
  --sites-per-batch <n>   sites a batch holds at most, unless 256 batches would not hold them all
                          (default 20: keep it × a site's cars within about 20,000, docs/delivery.md)
  --help                  show this help`;

const values = parseCli(USAGE, {
  since: { type: 'string' },
  all: { type: 'boolean', default: false },
  tenant: { type: 'string' },
  root: { type: 'string', default: 'tenants' },
  json: { type: 'boolean', default: false },
  batches: { type: 'boolean', default: false },
  'sites-per-batch': { type: 'string' },
});

if ([values.all, values.since !== undefined, values.tenant !== undefined].filter(Boolean).length !== 1) {
  console.error(`Give exactly one of --since <git-ref>, --all and --tenant <slug>.\n\n${USAGE}`);
  process.exit(2);
}
const perBatch = sitesPerBatchSchema.safeParse(values['sites-per-batch']);
if (!perBatch.success) {
  console.error(`--sites-per-batch: ${perBatch.error.issues[0]?.message}, found "${values['sites-per-batch']}"`);
  process.exit(2);
}

const slugs = await chosenSlugs().catch(exitWithError);
const lines = values.batches
  ? `${JSON.stringify(siteBatches(slugs, perBatch.data))}\n`
  : values.json
    ? `${JSON.stringify(slugs)}\n`
    : slugs.map((slug) => `${slug}\n`).join('');
process.stdout.write(lines);

async function chosenSlugs(): Promise<string[]> {
  if (values.since !== undefined) return explainedSince(values.since, values.root);
  const all = await allSiteSlugs(values.root);
  if (values.tenant === undefined) return all;
  if (!all.includes(values.tenant)) throw new Error(`--tenant: no site "${values.tenant}" in ${values.root}/sites`);
  return [values.tenant];
}

async function explainedSince(since: string, root: string): Promise<string[]> {
  const result = await affectedSince(since, root);
  console.error(`${result.changed.length} path(s) changed since ${since}; ${result.slugs.length} site(s) affected.`);
  for (const slug of result.slugs) {
    const paths = result.reasons.get(slug) ?? [];
    const shown = paths.slice(0, 3).join(', ') + (paths.length > 3 ? ` and ${paths.length - 3} more` : '');
    console.error(`  ${slug}: ${shown}`);
  }
  for (const slug of result.removed) console.error(`  ${slug}: its site file is gone; remove its deployment by hand.`);
  return result.slugs;
}
