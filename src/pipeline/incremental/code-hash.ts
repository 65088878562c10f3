/**
 * The hash of everything that renders every site the same way whatever its data: the source
 * (templates, views, rules, islands, styles, the build itself), public files, the Astro config, the
 * dependencies as locked, the Node version (its ICU data formats dates and prices) and where the
 * project is (Astro names each island by a hash that takes in its component's path). Any change to it makes an incremental build a full one. Content files
 * (tenants/content) are not code: each site counts those of its own layers among its config
 * (site-plan.ts), so an edit rebuilds only the sites that show it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { PAGE_TYPES_ENV } from '../render/page-types.ts';

const TREES = ['src', 'public'];
const FILES = ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

export function codeHash(at = process.cwd()): string {
  const root = resolve(at);
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\nproject ${root}\npage types ${process.env[PAGE_TYPES_ENV] ?? 'all'}\n`);
  const files = [
    ...TREES.flatMap((tree) => filesUnder(root, tree)),
    ...FILES.filter((file) => existsSync(join(root, file))),
  ];
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

function filesUnder(root: string, tree: string): string[] {
  if (!existsSync(join(root, tree))) return [];
  return readdirSync(join(root, tree), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}
