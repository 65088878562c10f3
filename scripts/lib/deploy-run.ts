/**
 * npm run deploy -- --tenant <slug> --to s3://bucket/prefix [--endpoint <url>] [--dry-run]
 * Uploads dist/<slug>/ to an S3-compatible store: changed files only, assets first, stale files last.
 */
import path from 'node:path';
import { describeTarget } from '../../src/lib/deploy/target.ts';
import { deploySite, DEFAULT_ASSET_GRACE_MS, type DeployResult } from '../../src/pipeline/deploy/deploy.ts';
import { s3Client, s3Endpoint, s3Store } from '../../src/pipeline/deploy/s3-store.ts';
import { parseCli } from './cli.ts';
import { deployedLine, deployTargetOption, kb, withDeployHint } from './deploy-report.ts';
import { exitWithError } from './fail.ts';

const USAGE = `Usage: npm run deploy -- --tenant <slug> --to s3://<bucket>/<prefix> [options]

Uploads the built site <dist>/<slug>/ to an S3-compatible object store (AWS S3, Cloudflare R2,
MinIO …) behind the CDN, so that the live site is never broken:
  - only files whose content changed are uploaded (SHA-256 against the manifest the last deploy
    left at <prefix>/.forecourt-deploy.json);
  - assets go up first, then pages, then the sitemap, feeds and robots.txt;
  - files the build no longer makes are deleted last (hashed /_astro/ assets after a grace period,
    for pages still held in caches);
  - a failure exits non-zero and leaves every stored page whole; run the deploy again to finish.

Headers: /_astro/* (hashed) "public, max-age=31536000, immutable"; everything else, HTML, sitemap,
feeds and robots.txt included, "public, max-age=60, must-revalidate"; Content-Type by extension.

  --tenant <slug>       the site to deploy
  --to <s3-url>         s3://<bucket>/<prefix> (the prefix may be empty: s3://<bucket>)
  --from <dir>          where built sites are (default: dist)
  --endpoint <url>      an S3-compatible endpoint, e.g. https://<account>.r2.cloudflarestorage.com
                        or http://localhost:9000 (MinIO); path-style requests are used with it
  --region <region>     default: AWS_REGION, else "auto" with --endpoint
  --dry-run             print the plan (what would be uploaded and deleted) and change nothing
  --force               upload every file, whatever the manifest says
  --concurrency <n>     uploads at once (default 8)
  --asset-grace <hours> keep hashed assets no page uses for this long (default 24)
  --help                show this help

Credentials come from the standard AWS environment variables and files, never from arguments:
  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY   the key pair (R2: an R2 API token's key pair)
  AWS_SESSION_TOKEN                          with temporary credentials (e.g. CI's OIDC role)
  AWS_REGION (or AWS_DEFAULT_REGION)         the bucket's region
  AWS_PROFILE                                a profile in ~/.aws/config and ~/.aws/credentials
  AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL)  instead of --endpoint`;

const values = parseCli(USAGE, {
  tenant: { type: 'string' },
  to: { type: 'string' },
  from: { type: 'string', default: 'dist' },
  endpoint: { type: 'string' },
  region: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  concurrency: { type: 'string', default: '8' },
  'asset-grace': { type: 'string', default: String(DEFAULT_ASSET_GRACE_MS / 3600_000) },
});

try {
  if (!values.tenant || !values.to) throw new Error(`--tenant and --to are both needed.\n\n${USAGE}`);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(values.tenant))
    throw new Error(`--tenant: expected a site slug like bayside-nissan, found "${values.tenant}"`);
  const target = deployTargetOption('--to', values.to);
  const concurrency = positiveNumber('--concurrency', values.concurrency);
  const graceHours = positiveNumber('--asset-grace', values['asset-grace'], true);
  const endpoint = s3Endpoint(values.endpoint);
  const store = s3Store(s3Client({ endpoint, region: values.region }), target);
  const siteDir = path.join(values.from, values.tenant);
  const dryRun = values['dry-run'];
  console.log(
    `${dryRun ? 'Planning' : 'Deploying'} ${siteDir}/ to ${describeTarget(target)}${endpoint ? ` at ${endpoint}` : ''}`,
  );
  const result = await deploySite({
    siteDir,
    store,
    dryRun,
    force: values.force,
    concurrency,
    assetGraceMs: graceHours * 3600_000,
    log: console.log,
  });
  if (dryRun) printPlan(result);
  else console.log(deployedLine(result));
} catch (error) {
  exitWithError(withDeployHint(error));
}

function positiveNumber(name: string, text: string, zeroAllowed = false): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < (zeroAllowed ? 0 : 1))
    throw new Error(`${name}: expected a number from ${zeroAllowed ? 0 : 1}, found "${text}"`);
  return value;
}

function printPlan({ plan }: DeployResult) {
  for (const upload of plan.uploads)
    console.log(`  upload  ${upload.phase.padEnd(5)}  ${upload.key}  (${kb(upload.size)}, ${upload.reason})`);
  for (const key of plan.deletes) console.log(`  delete         ${key}`);
  for (const key of plan.kept) console.log(`  keep           ${key}  (retired asset, within the grace period)`);
  const bytes = plan.uploads.reduce((sum, upload) => sum + upload.size, 0);
  const uploads = `upload ${plan.uploads.length} file(s) (${kb(bytes)})`;
  const changes = `${uploads}, ${plan.unchanged} unchanged, delete ${plan.deletes.length}`;
  console.log(`Plan: ${changes}. Nothing was changed (--dry-run).`);
}
