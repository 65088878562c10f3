/**
 * npm run cms:config [-- --check]
 * Writes admin/config.json, the CMS's configuration, from the zod schemas and the tenant files;
 * --check fails when it is stale (tenants:check runs it too).
 */
import { writeFile } from 'node:fs/promises';
import {
  buildCmsConfig,
  CMS_CONFIG_FILE,
  cmsConfigText,
  DEFAULT_CMS_OPTIONS,
  isCmsConfigCurrent,
} from '../src/pipeline/cms/config.ts';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run cms:config -- [--check] [--repo owner/name] [--branch main] [--out <file>]

Writes ${CMS_CONFIG_FILE}, the CMS's configuration (Decap CMS), from src/lib/tenant/schema.ts and the
content schemas (labels, help and checks from their descriptions and rules) and from tenants/ (a
form per site, with what each site inherits from its defaults, manufacturer and group files). Run it
after changing a schema or a defaults, manufacturer or group file, or adding a site, and commit it.
  --check            write nothing; exit 1 if ${CMS_CONFIG_FILE} is missing or out of date
  --repo <o/n>       the GitHub repository saves go to in production (default ${DEFAULT_CMS_OPTIONS.repo});
                     with --out, for a deployment of the CMS (docs/editing.md)
  --branch <name>    the branch pull requests go to (default ${DEFAULT_CMS_OPTIONS.branch})
  --out <file>       where to write it (default ${CMS_CONFIG_FILE})
  --help             show this help`;

const values = parseCli(USAGE, {
  check: { type: 'boolean', default: false },
  repo: { type: 'string', default: DEFAULT_CMS_OPTIONS.repo },
  branch: { type: 'string', default: DEFAULT_CMS_OPTIONS.branch },
  out: { type: 'string', default: CMS_CONFIG_FILE },
});

console.log('Reading the schemas and tenant files…');
if (values.check) {
  if (await isCmsConfigCurrent('tenants')) {
    console.log(`✓ ${CMS_CONFIG_FILE} is up to date`);
  } else {
    console.error(`✗ ${CMS_CONFIG_FILE} is missing or out of date; run \`npm run cms:config\` and commit the result.`);
    process.exitCode = 1;
  }
} else {
  const config = await buildCmsConfig('tenants', { repo: values.repo, branch: values.branch });
  await writeFile(values.out, cmsConfigText(config));
  console.log(`Wrote ${values.out}`);
}
