// keepBundle (src/pipeline/render/saved-bundle.ts) makes a kept server bundle one file with esbuild,
// and keeps it as Astro wrote it, saying why, when esbuild cannot; loadServer runs either, the one
// file with V8's code cache. The incremental build test covers the one file Astro's real bundle
// makes; this covers the fallback, which no real bundle reaches, and the cache's life.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keepBundle,
  loadServer,
  readSavedBundle,
  savedBundle,
  type SavedBundle,
} from '../../src/pipeline/render/saved-bundle.ts';

// Inside the project, as the build keeps its bundles: esbuild resolves packages from the entry's folder.
const work = mkdtempSync(resolve('.forecourt/kept-bundle-test-'));
const before = process.env.FORECOURT_BUNDLES_DIR;

beforeAll(() => {
  process.env.FORECOURT_BUNDLES_DIR = join(work, 'bundles');
  mkdirSync(join(work, 'bundles'), { recursive: true });
});
afterAll(() => {
  if (before === undefined) delete process.env.FORECOURT_BUNDLES_DIR;
  else process.env.FORECOURT_BUNDLES_DIR = before;
  rmSync(work, { recursive: true, force: true });
});

/** A draft as an Astro process leaves it: an entry importing a chunk, and its bundle.json. */
function draftWith(name: string, chunk: string): string {
  const draft = join(work, 'bundles', `.${name}.draft`);
  mkdirSync(join(draft, 'server', 'chunks'), { recursive: true });
  writeFileSync(join(draft, 'server', 'entry.mjs'), "export { answer } from './chunks/answer.mjs';\n");
  writeFileSync(join(draft, 'server', 'chunks', 'answer.mjs'), chunk);
  const saved: SavedBundle = {
    entry: 'entry.mjs',
    pages: [],
    entrySpecifiers: [],
    scripts: [],
    origin: '',
    nodeEnv: null,
  };
  writeFileSync(join(draft, 'bundle.json'), JSON.stringify(saved));
  return draft;
}

/** What a render process does with a kept bundle (astro-internals/saved-bundle-worker.ts), in short. */
const RUN_AND_KEEP = `
import { loadServer, readSavedBundle } from ${JSON.stringify(resolve('src/pipeline/render/saved-bundle.ts'))};
const [dir, ...ran] = process.argv.slice(1);
const server = await loadServer(dir, readSavedBundle(dir));
console.log(server.exports.answer);
server.keepCache(ran);`;

async function keep(name: string, chunk: string) {
  const astroOut = join(work, `out-${name}`);
  mkdirSync(join(astroOut, '_astro'), { recursive: true });
  const warnings: string[] = [];
  const kept = await keepBundle(draftWith(name, chunk), name, astroOut, new Set(), (message) => warnings.push(message));
  return { kept, warnings, dir: savedBundle(name)! };
}

describe('a kept bundle', () => {
  it('is one file holding its dependencies, which answers as the files did', async () => {
    // In strict mode, as an ES module is: a function called on its own has no `this`.
    const chunk =
      "import pLimit from 'p-limit';\n" +
      'const strict = (function () { return this === undefined; })();\n' +
      "export const answer = typeof pLimit(1) === 'function' && strict ? 42 : 0;\n";
    const { kept, warnings, dir } = await keep('bundled', chunk);
    expect([kept, warnings]).toEqual([true, []]);
    const saved = readSavedBundle(dir);
    expect(readdirSync(join(dir, 'server'))).toEqual([saved.entry]);
    expect(readFileSync(join(dir, 'server', saved.entry), 'utf8')).not.toMatch(/p-limit["']\)/);
    expect((await loadServer<{ answer: number }>(dir, saved)).exports.answer).toBe(42);
  });

  it("keeps V8's code cache of its one file once it has run, and makes it anew when V8 refuses it or more ran", async () => {
    const { dir } = await keep('cached', 'export const answer = ((n) => n * 2)(21);\n');
    const cache = join(dir, 'code-cache.bin');
    // Each in a process of its own, as render processes are: V8 compiles a text once per process.
    const run = (...ran: string[]) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', RUN_AND_KEEP, dir, ...ran], { encoding: 'utf8' });
    const madeAnew = (...ran: string[]) => {
      const before = statSync(cache, { throwIfNoEntry: false })?.ino;
      expect(run(...ran)).toBe('42\n');
      return statSync(cache).ino !== before;
    };
    expect(madeAnew('/cars/[slug]')).toBe(true);
    expect(madeAnew('/cars/[slug]')).toBe(false);
    expect(madeAnew('/search/[...path]')).toBe(true);
    expect(madeAnew('/search/[...path]', '/cars/[slug]')).toBe(false);
    expect(JSON.parse(readFileSync(`${cache}.json`, 'utf8'))).toEqual(['/cars/[slug]', '/search/[...path]']);
    writeFileSync(cache, 'not a code cache');
    expect(madeAnew('/cars/[slug]')).toBe(true);
    expect(readFileSync(cache, 'utf8')).not.toBe('not a code cache');
    // A list of routes it cannot read counts as none: the cache is made anew rather than the run failing.
    writeFileSync(`${cache}.json`, '{ not JSON');
    expect(madeAnew('/cars/[slug]')).toBe(true);
    expect(JSON.parse(readFileSync(`${cache}.json`, 'utf8'))).toEqual(['/cars/[slug]']);
  });

  it('is kept as Astro wrote it, saying why, when esbuild cannot make it one file', async () => {
    const { kept, warnings, dir } = await keep('unbundled', "export { answer } from 'no-such-package';\n");
    expect(kept).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ {2}Keeping the bundle as Astro wrote it, as esbuild could not make it one file: .*no-such-package/s,
      ),
    ]);
    const saved = readSavedBundle(dir);
    expect(saved.entry).toBe('entry.mjs');
    expect(readdirSync(join(dir, 'server')).sort()).toEqual(['chunks', 'entry.mjs']);
    await expect(loadServer(dir, saved)).rejects.toThrow(/no-such-package/);
  });
});
