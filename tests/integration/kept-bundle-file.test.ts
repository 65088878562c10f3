// keepBundle (src/pipeline/render/saved-bundle.ts) makes a kept server bundle one file with esbuild,
// and keeps it as Astro wrote it, saying why, when esbuild cannot. The incremental build test covers
// the one file Astro's real bundle makes; this covers the fallback, which no real bundle reaches.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepBundle, readSavedBundle, savedBundle, type SavedBundle } from '../../src/pipeline/render/saved-bundle.ts';

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

async function keep(name: string, chunk: string) {
  const astroOut = join(work, `out-${name}`);
  mkdirSync(join(astroOut, '_astro'), { recursive: true });
  const warnings: string[] = [];
  const kept = await keepBundle(draftWith(name, chunk), name, astroOut, new Set(), (message) => warnings.push(message));
  return { kept, warnings, dir: savedBundle(name)! };
}

describe('a kept bundle', () => {
  it('is one file holding its dependencies, which answers as the files did', async () => {
    const chunk = "import pLimit from 'p-limit';\nexport const answer = typeof pLimit(1) === 'function' ? 42 : 0;\n";
    const { kept, warnings, dir } = await keep('bundled', chunk);
    expect([kept, warnings]).toEqual([true, []]);
    const { entry } = readSavedBundle(dir);
    expect(readdirSync(join(dir, 'server'))).toEqual([entry]);
    expect(readFileSync(join(dir, 'server', entry), 'utf8')).not.toMatch(/from\s*["']p-limit["']/);
    const { answer } = await import(pathToFileURL(join(dir, 'server', entry)).href);
    expect(answer).toBe(42);
  });

  it('is kept as Astro wrote it, saying why, when esbuild cannot make it one file', async () => {
    const { kept, warnings, dir } = await keep('unbundled', "export { answer } from 'no-such-package';\n");
    expect(kept).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^ {2}Keeping the bundle as Astro wrote it, as esbuild could not make it one file: .*no-such-package/s,
      ),
    ]);
    expect(readSavedBundle(dir).entry).toBe('entry.mjs');
    expect(readdirSync(join(dir, 'server')).sort()).toEqual(['chunks', 'entry.mjs']);
  });
});
