/**
 * npm run tenants:schema [-- --check]
 * Writes tenants/tenant.schema.json from the zod tenant schema; --check fails when it is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isTenantJsonSchemaCurrent,
  TENANT_SCHEMA_FILE,
  tenantJsonSchemaText,
} from '../src/pipeline/tenant-json-schema.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run tenants:schema -- [--check] [--root <dir>]

Writes <root>/${TENANT_SCHEMA_FILE} from src/lib/tenant/schema.ts, so editors of tenant JSON get
autocomplete, defaults and descriptions.
  --check       write nothing; exit 1 if the file is missing or out of date
  --root <dir>  tenant folder (default: tenants)
  --help        show this help`;

const values = parseCli(USAGE, {
  check: { type: 'boolean', default: false },
  root: { type: 'string', default: 'tenants' },
});

const file = path.join(values.root, TENANT_SCHEMA_FILE);
if (values.check) {
  if (await isTenantJsonSchemaCurrent(values.root)) {
    console.log(`✓ ${file} is up to date`);
  } else {
    console.error(
      `✗ ${file} is missing or out of date with src/lib/tenant/schema.ts; run \`npm run tenants:schema\` and commit the result.`,
    );
    process.exitCode = 1;
  }
} else {
  await writeFile(file, tenantJsonSchemaText());
  console.log(`Wrote ${file}`);
}
