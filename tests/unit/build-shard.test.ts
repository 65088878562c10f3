// The build renders its pages in one Astro process per core: each takes every n-th page of each route
// (shard.ts) and the folders they write are merged (mergeRenders). Together they must make every
// page exactly once.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inThisShard, parseShard } from '../../src/pipeline/render/shard.ts';
import { mergeRenders } from '../../src/pipeline/render/assemble.ts';

describe('FORECOURT_BUILD_SHARD', () => {
  it.each([
    [undefined, { index: 0, count: 1 }],
    ['', { index: 0, count: 1 }],
    ['0/2', { index: 0, count: 2 }],
    ['1/2', { index: 1, count: 2 }],
    ['3/4', { index: 3, count: 4 }],
  ])('%j is %j', (value, shard) => expect(parseShard(value)).toEqual(shard));

  it.each(['2/2', '0/0', '1', 'a/b', '-1/2', '1/2/3'])('%j is refused with what was expected and found', (value) => {
    expect(() => parseShard(value)).toThrow(
      `FORECOURT_BUILD_SHARD: expected "<index>/<count>" with index below count, found "${value}"`,
    );
  });
});

describe('shares of the paths', () => {
  const cases = [1, 2, 3, 4].flatMap((count) => [0, 1, 2, 7, 13].map((length) => [count, length] as const));
  it.each(cases)(
    '%i processes over %i paths: every path exactly once, shares within one of each other',
    (count, length) => {
      const paths = Array.from({ length }, (_, i) => `/page-${i}`);
      const shares = Array.from({ length: count }, (_, index) => inThisShard(paths, { index, count }));
      expect(shares.flat().sort()).toEqual([...paths].sort());
      const sizes = shares.map((share) => share.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    },
  );
});

describe('mergeRenders', () => {
  let work: string;
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  function write(file: string, text: string) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    writeFileSync(join(work, file), text);
  }

  it("joins the processes' pages and keeps one copy of the shared bundle", () => {
    work = mkdtempSync(join(tmpdir(), 'forecourt-merge-'));
    write('a/acme/index.html', 'home');
    write('a/acme/cars/one/index.html', 'one');
    write('a/_astro/island.js', 'bundle');
    write('b/acme/cars/two/index.html', 'two');
    write('b/acme/search/index.html', 'search');
    write('b/_astro/island.js', 'bundle');
    write('b/_astro/only-here.js', 'chunk');
    const merged = mergeRenders([join(work, 'a'), join(work, 'b')], new Set(['acme']));
    expect(merged).toBe(join(work, 'a'));
    for (const [file, text] of [
      ['acme/index.html', 'home'],
      ['acme/cars/one/index.html', 'one'],
      ['acme/cars/two/index.html', 'two'],
      ['acme/search/index.html', 'search'],
      ['_astro/island.js', 'bundle'],
      ['_astro/only-here.js', 'chunk'],
    ]) {
      expect(readFileSync(join(merged, file!), 'utf8')).toBe(text);
    }
  });

  it('fails naming the page when two processes wrote the same one', () => {
    work = mkdtempSync(join(tmpdir(), 'forecourt-merge-'));
    write('a/acme/cars/one/index.html', 'one');
    write('b/acme/cars/one/index.html', 'one again');
    expect(() => mergeRenders([join(work, 'a'), join(work, 'b')], new Set(['acme']))).toThrow(
      `Two render processes both wrote ${join(work, 'a', 'acme', 'cars', 'one', 'index.html')}`,
    );
  });
});
