import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageJsFiles, pageJsGzipBytes } from '../../src/server/build/js-size.ts';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-size-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('JavaScript a page loads', () => {
  const dir = site({
    'index.html': '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island><script type="module" src="/_astro/page.js"></script>',
    'plain.html': '<p>No scripts</p>',
    '_astro/Island.js': 'import{a}from"./react.js";export default a;',
    '_astro/client.js': 'import"./react.js";',
    '_astro/react.js': 'export const a=1;'.repeat(50),
    '_astro/page.js': 'console.log(1)',
    '_astro/unused.js': 'never loaded',
  });

  it('follows islands, renderers, module scripts and their static imports, each once', () => {
    expect(pageJsFiles(dir, 'index.html')).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/page.js', '/_astro/react.js']);
  });

  it('counts gzip bytes of exactly those files', () => {
    const gz = (text: string) => gzipSync(text, { level: 9 }).length;
    const expected =
      gz('import{a}from"./react.js";export default a;') + gz('import"./react.js";') + gz('export const a=1;'.repeat(50)) + gz('console.log(1)');
    expect(pageJsGzipBytes(dir, 'index.html')).toBe(expected);
  });

  it('a page without scripts loads none', () => {
    expect(pageJsGzipBytes(dir, 'plain.html')).toBe(0);
  });
});
