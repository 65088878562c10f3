/**
 * An Astro build's server bundle, kept for the builds after it.
 *
 * Before Astro renders a page it spends seconds syncing content and running two Vite builds,
 * and what those make depends only on the code and the content files, never on the stock. So a
 * build that renders with Astro keeps its bundle (astro-internals/bundle-capture.ts), and an incremental build whose
 * code and content are the same renders with that bundle in a plain Node process
 * (astro-internals/saved-bundle-worker.ts): a few changed cars then cost a few pages' rendering, not a bundling.
 *
 * A saved bundle is a folder .forecourt/bundles/<key>/ (or under FORECOURT_BUNDLES_DIR), inside the
 * project so that what the bundle looks up in node_modules (its dependencies as esbuild bundles them,
 * data files such as the postcode table's at render time) is the project's:
 *   server/      Astro's prerender bundle (its manifest already written in), made one file with its
 *                dependencies when kept (bundleServer)
 *   client/      the files every site shares (_astro/, fonts, public files), as that build wrote them
 *   bundle.json  what Astro's renderer held in memory beside the bundle (SavedBundle), written last
 *   code-cache.bin  V8's code cache of the one file, made once render processes have rendered pages with
 *                it, and made anew when one renders a route it was not made after (loadServer); the
 *                routes it was made after are in code-cache.bin.json
 *   compile-cache/  Node's compiled code of the render process's own modules (render.ts)
 */
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import type { ContentFile } from '../../lib/content/types.ts';
import { sharedEntries } from './assemble.ts';
import { sha256 } from './page-inputs.ts';
import { runCachedScript, type CachedScript } from './code-cached-script.ts';

/** Set for the Astro process that is to keep its bundle: the folder to keep it in. */
export const SAVE_BUNDLE_ENV = 'FORECOURT_SAVE_BUNDLE';
export const BUNDLE_FILE = 'bundle.json';

/**
 * What Astro's static renderer keeps in memory beside the bundle and needs again to render with
 * it: each page's stylesheets (by Astro's page key), the built names of its entry scripts, the
 * integrations' injected scripts and the origin the pages are rendered at.
 */
export interface SavedBundle {
  entry: string;
  pages: [string, { styles: unknown[] }][];
  entrySpecifiers: [string, string][];
  scripts: unknown[];
  origin: string;
  /** NODE_ENV as Astro rendered: React and other dependencies pick their code by it. */
  nodeEnv: string | null;
}

/**
 * A bundle no build has kept or used for this long is deleted. By age, not by count: builds of other
 * code, content or NODE_ENV (tests, beside the tenants' builds) must not delete one in use.
 */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** FORECOURT_BUNDLES_DIR keeps a build's bundles apart from other builds of the same code and content (a test's). */
function bundlesDir(): string {
  return resolve(process.env.FORECOURT_BUNDLES_DIR ?? '.forecourt/bundles');
}

/**
 * The key of the bundle these make: the code's hash, every content file (Astro bundles them all)
 * and NODE_ENV, which the render processes inherit and Vite builds by (tests run under "test").
 */
export function bundleKey(code: string, content: readonly ContentFile[]): string {
  const files = JSON.stringify(content.map(({ file, source }) => [file, source]));
  return sha256(`${code}\nNODE_ENV=${process.env.NODE_ENV ?? ''}\n${files}`).slice(0, 32);
}

/** The saved bundle with this key, if a build has kept one; marked as used now. */
export function savedBundle(key: string): string | null {
  const dir = join(bundlesDir(), key);
  if (!existsSync(join(dir, BUNDLE_FILE))) return null;
  const now = new Date();
  utimesSync(dir, now, now);
  return dir;
}

export function readSavedBundle(dir: string): SavedBundle {
  return JSON.parse(readFileSync(join(dir, BUNDLE_FILE), 'utf8')) as SavedBundle;
}

/**
 * Where an Astro process of this build writes the bundle it is to keep (keepBundle moves it into
 * place): a folder of its own, as builds of the same code may run at once (tests, in one process).
 */
export function bundleDraftDir(key: string): string {
  return join(bundlesDir(), `.${key}.${process.pid}.${randomUUID()}`);
}

/**
 * Completes the draft an Astro process wrote with the shared files of its build's output, makes its
 * server bundle one file (bundleServer), and puts it in place. A draft without its bundle.json (the
 * process could not keep it) is dropped: the next incremental build then renders with Astro, as before.
 * The shared files are copied before it returns; esbuild then works in its own process, beside the
 * caller's assembly.
 */
export async function keepBundle(
  draft: string,
  key: string,
  astroOut: string,
  tenantSlugs: ReadonlySet<string>,
  warn: (message: string) => void,
): Promise<boolean> {
  const final = join(bundlesDir(), key);
  if (!existsSync(join(draft, BUNDLE_FILE)) || existsSync(final)) {
    rmSync(draft, { recursive: true, force: true });
    return existsSync(final);
  }
  for (const entry of sharedEntries(astroOut, tenantSlugs))
    cpSync(join(astroOut, entry), join(draft, 'client', entry), { recursive: true });
  await bundleServer(draft).catch((error: unknown) =>
    warn(`  Keeping the bundle as Astro wrote it, as esbuild could not make it one file: ${String(error)}`),
  );
  try {
    renameSync(draft, final);
  } catch {
    rmSync(draft, { recursive: true, force: true }); // another build kept the same bundle first
  }
  pruneBundles(key);
  return true;
}

/** The kept server bundle's one file (bundleServer), and V8's code cache of it (loadServer). */
const ONE_FILE_ENTRY = 'prerender.cjs';
const CODE_CACHE = 'code-cache.bin';
/** What the one file calls its own file URL, which Astro's modules read as import.meta.url. */
const FILE_URL = '__forecourtFileUrl';

/**
 * Makes the draft's server bundle one file holding every module it imports, from node_modules too:
 * Astro's leaves those to Node, whose render process then resolves and loads some 850 files before
 * its first page, in about twice the time and CPU of one file (docs/performance.md). Done once per
 * kept bundle, by the build that keeps it; what the file renders is the same (the incremental build
 * test compares it with Astro's own rendering). It is CommonJS, in strict mode as the modules were,
 * so that V8 can cache it with the code its renders compiled (loadServer).
 */
async function bundleServer(draft: string): Promise<void> {
  const saved = readSavedBundle(draft);
  const server = join(draft, 'server');
  await build({
    entryPoints: [join(server, saved.entry)],
    outfile: join(server, `.${ONE_FILE_ENTRY}`),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    define: { 'import.meta.url': FILE_URL },
    banner: { js: `"use strict"; const ${FILE_URL} = require("node:url").pathToFileURL(__filename).href;` },
    logLevel: 'silent',
  });
  // In this order, the draft names a whole bundle at every step, should one fail.
  renameSync(join(server, `.${ONE_FILE_ENTRY}`), join(server, ONE_FILE_ENTRY));
  writeFileSync(join(draft, BUNDLE_FILE), JSON.stringify({ ...saved, entry: ONE_FILE_ENTRY } satisfies SavedBundle));
  for (const entry of readdirSync(server))
    if (entry !== ONE_FILE_ENTRY) rmSync(join(server, entry), { recursive: true });
}

/**
 * Loads a kept bundle's server entry: the one file with V8's code cache kept beside the bundle
 * (code-cached-script.ts), or Astro's own files, which Node's compile cache serves.
 */
export async function loadServer<T>(bundle: string, { entry }: SavedBundle): Promise<CachedScript<T>> {
  const file = join(bundle, 'server', entry);
  if (file.endsWith('.cjs')) return runCachedScript<T>(file, join(bundle, CODE_CACHE));
  return { exports: (await import(pathToFileURL(file).href)) as T, keepCache: () => {} };
}

/** Deletes the bundles, and drafts a stopped build left, that no build has touched for a day. */
function pruneBundles(keep: string): void {
  const dir = bundlesDir();
  const stale = Date.now() - UNUSED_FOR_MS;
  for (const name of readdirSync(dir)) {
    if (name !== keep && statSync(join(dir, name)).mtimeMs < stale)
      rmSync(join(dir, name), { recursive: true, force: true });
  }
}
