/**
 * npm run search:bundle-size — why the search island talks to Meilisearch through our own small
 * search client rather than @meilisearch/instant-meilisearch: bundles both ways (the same
 * react-instantsearch-core hooks, InstantSearch's history router, React) and prints their gzip sizes.
 *
 * It installs the packages it compares into a scratch folder (react-instantsearch-core,
 * instantsearch.js and React at the versions this project locks, instant-meilisearch at its latest
 * 1.x, esbuild to bundle), so the project itself never depends on instant-meilisearch.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseCli } from './lib/cli.ts';

const USAGE = `Usage: npm run search:bundle-size [-- --keep]

Bundles the search island's libraries with our Meilisearch search client and with
@meilisearch/instant-meilisearch, and prints each one's gzip size with and without React.

  --keep   keep the scratch folder (its path is printed)
  --help   show this help`;

/** The part of esbuild's API used here (esbuild lives in the scratch folder, not in this project). */
type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles: { contents: Uint8Array }[] }> };
type EsbuildPluginBuild = { onResolve(options: { filter: RegExp }, resolve: () => { path: string }): void };

const values = parseCli(USAGE, { keep: { type: 'boolean', default: false } });

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> };
const locked = (name: string) => `${name}@${lock.packages[`node_modules/${name}`]!.version}`;
const HOOKS =
  'InstantSearch, InstantSearchSSRProvider, useConfigure, useInstantSearch, useStats, useSearchBox, useSortBy, useRefinementList, useRange, useCurrentRefinements, useClearRefinements, usePagination, useHits';

const work = mkdtempSync(join(tmpdir(), 'forecourt-bundle-size-'));
try {
  console.log(`Installing the packages to compare into ${work}…`);
  writeFileSync(join(work, 'package.json'), '{"private":true,"type":"module"}');
  const packages = ['react-instantsearch-core', 'instantsearch.js', 'react', 'react-dom'].map(locked);
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...packages,
      '@meilisearch/instant-meilisearch@1',
      'esbuild@0',
    ],
    { cwd: work, stdio: 'inherit' },
  );
  const esbuild = (await import(
    pathToFileURL(createRequire(join(work, 'package.json')).resolve('esbuild')).href
  )) as Esbuild;

  const entries: Record<string, string> = {
    react: `import { hydrateRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime'; globalThis.x = [hydrateRoot, jsx];`,
    ours: `import { ${HOOKS} } from 'react-instantsearch-core';
      import history from 'instantsearch.js/es/lib/routers/history.js';
      import { meiliSearchClient } from ${JSON.stringify(resolve('src/lib/search/meili-client.ts'))};
      globalThis.x = [${HOOKS}, history, meiliSearchClient];`,
    'instant-meilisearch': `import { ${HOOKS} } from 'react-instantsearch-core';
      import history from 'instantsearch.js/es/lib/routers/history.js';
      import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
      globalThis.x = [${HOOKS}, history, instantMeiliSearch];`,
  };
  // Both ways leave qs out as the site's build does (astro.config.mjs): our router never calls it.
  const withoutQs = {
    name: 'without-qs',
    setup: (build: EsbuildPluginBuild) =>
      build.onResolve({ filter: /^qs$/ }, () => ({ path: resolve('src/client/no-qs.ts') })),
  };
  const gzipKb = async (name: string, external: string[]) => {
    const file = join(work, `${name}.js`);
    writeFileSync(file, entries[name]!);
    const out = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external,
      plugins: [withoutQs],
      nodePaths: [join(work, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length / 1024;
  };

  console.log('Bundling…');
  const react = await gzipKb('react', []);
  const noReact = ['react', 'react-dom', 'react/jsx-runtime'];
  console.log(`\nSearch island libraries, minified and gzipped (React: ${react.toFixed(1)} KB)`);
  for (const name of ['ours', 'instant-meilisearch']) {
    const kb = await gzipKb(name, noReact);
    console.log(
      `  ${(name === 'ours' ? 'our search client' : name).padEnd(20)} ${kb.toFixed(1)} KB, ${(kb + react).toFixed(1)} KB with React`,
    );
  }
  console.log(
    "Add the island's own markup and rules (the bench prints the whole page) to compare with the 130 KB budget.",
  );
} finally {
  if (values.keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
