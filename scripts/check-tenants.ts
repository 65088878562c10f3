/**
 * npm run tenants:check [-- --tenant <slug>]
 * Validates tenant JSON the way the build reads it, and checks tenant.schema.json and the CMS's
 * configuration (admin/config.json) are current.
 */
import path from 'node:path';
import { isTenantJsonSchemaCurrent, TENANT_SCHEMA_FILE } from '../src/pipeline/tenant-json-schema.ts';
import { loadTenants } from '../src/pipeline/tenants.ts';
import { CMS_CONFIG_FILE, isCmsConfigCurrent } from '../src/pipeline/cms/config.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run tenants:check -- [--tenant <slug>]... [--root <dir>]

Resolves every tenant (defaults < manufacturers < group < site), validates it against the schema
and prints ✓ <slug> per good tenant and the errors of bad ones, each naming the file, the JSON path,
what was expected and what was found. For tenants/ it also checks ${TENANT_SCHEMA_FILE} and
${CMS_CONFIG_FILE} are up to date (other roots, such as test fixtures, carry neither). Exits 1 if
anything failed.
  --tenant <slug>  check only this tenant (repeatable, or comma-separated)
  --root <dir>     tenant folder (default: tenants)
  --help           show this help`;

const values = parseCli(USAGE, {
  tenant: { type: 'string', multiple: true },
  root: { type: 'string', default: 'tenants' },
});

const only = values.tenant?.flatMap((slug) => slug.split(',')).filter(Boolean);
const { tenants, failures } = await loadTenants(values.root, only);
const results = [
  ...tenants.map((tenant) => ({ slug: tenant.slug, lines: [] as string[] })),
  ...failures.map((failure) => ({ slug: failure.slug, lines: failure.message.split('\n') })),
].sort((a, b) => a.slug.localeCompare(b.slug));
for (const { slug, lines } of results) {
  console.log(lines.length === 0 ? `✓ ${slug}` : `✗ ${slug}`);
  for (const line of lines) console.log(`    ${line}`);
}

// Only the real tenant folder commits the generated schema and CMS configuration; fixture trees point at them.
const isMainRoot = path.resolve(values.root) === path.resolve('tenants');
const schemaCurrent = !isMainRoot || (await isTenantJsonSchemaCurrent(values.root));
if (!schemaCurrent) {
  console.log(
    `✗ ${path.join(values.root, TENANT_SCHEMA_FILE)} is missing or out of date; run \`npm run tenants:schema\` and commit it.`,
  );
}
const cmsCurrent = !isMainRoot || (await isCmsConfigCurrent(values.root));
if (!cmsCurrent)
  console.log(`✗ ${CMS_CONFIG_FILE} is missing or out of date; run \`npm run cms:config\` and commit it.`);

const stale = [...(schemaCurrent ? [] : ['tenant schema']), ...(cmsCurrent ? [] : ['CMS configuration'])];
console.log(
  `\n${tenants.length} tenant(s) valid, ${failures.length} failed${stale.length > 0 ? `; ${stale.join(' and ')} out of date` : ''}.`,
);
process.exitCode = failures.length > 0 || stale.length > 0 ? 1 : 0;
