/**
 * Pages finished by the render process that renders them (src/pipeline/render/finish-pages.ts): the
 * island style moved into <head> as the W3C checker requires, and what each site's policy must allow
 * handed to the build through the files the processes leave, merged site by site.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finishPagesIn, needsFile, readNeeds, writeNeeds } from '../../src/pipeline/render/finish-pages.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const hash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

function renderedFolder(pages: Record<string, string>): string {
  const outDir = join(mkdtempSync(join(tmpdir(), 'finish-pages-')), 'astro-out-0');
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeFileSync(join(outDir, file), html);
  }
  return outDir;
}

describe('pages finished where they are rendered', () => {
  it("moves the island style into <head> and notes each site's inline code and origins", () => {
    const outDir = renderedFolder({
      'one/index.html': `<html><head><title>a</title></head><body>${STYLE}<astro-island></astro-island><script>go()</script></body></html>`,
      'one/cars/x/index.html':
        '<html><head></head><body><img src="https://photos.example.com/x.jpg" alt=""></body></html>',
      'two/index.html': '<html><head></head><body><script>other()</script></body></html>',
    });
    const needs = finishPagesIn(outDir);
    expect(readFileSync(join(outDir, 'one/index.html'), 'utf8')).toBe(
      `<html><head><title>a</title>${STYLE}</head><body><astro-island></astro-island><script>go()</script></body></html>`,
    );
    expect([...needs.get('one')!.scriptHashes]).toEqual([hash('go()')]);
    expect([...needs.get('one')!.styleHashes]).toEqual([
      hash('astro-island,astro-slot,astro-static-slot{display:contents}'),
    ]);
    expect([...needs.get('one')!.origins.get('img')!]).toEqual(['https://photos.example.com']);
    expect([...needs.get('two')!.scriptHashes]).toEqual([hash('other()')]);
  });

  it("merges what several processes' pages of one site need, and refuses a page outside every site", () => {
    const first = renderedFolder({ 'one/a/index.html': '<html><head></head><body><script>a()</script></body></html>' });
    const second = renderedFolder({
      'one/b/index.html': '<html><head></head><body><script>b()</script></body></html>',
    });
    for (const outDir of [first, second]) writeNeeds(needsFile(outDir), finishPagesIn(outDir));
    const needs = readNeeds([needsFile(first), needsFile(second)], new Set(['one']));
    expect([...needs.get('one')!.scriptHashes].sort()).toEqual([hash('a()'), hash('b()')].sort());
    const stray = renderedFolder({ 'stray.html': '<html><head></head><body></body></html>' });
    writeNeeds(needsFile(stray), finishPagesIn(stray));
    expect(() => readNeeds([needsFile(stray)], new Set(['one']))).toThrow(
      "stray.html: an HTML page outside any site's folder",
    );
  });
});
