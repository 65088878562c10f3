import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { islandSizes, pageJs } from '../../src/pipeline/js-size.ts';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-size-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const FILES = {
  '_astro/Search.js': 'import{a}from"./react.js";export default a;',
  '_astro/Fuel.js': 'import{a}from"./react.js";import"./fuel-maths.js";export default a;',
  '_astro/fuel-maths.js': 'export const weekly=1;',
  '_astro/client.js': 'import"./react.js";',
  '_astro/react.js': 'export const a=1;'.repeat(50),
  '_astro/page.js': 'console.log(1)',
};

describe('JavaScript a page loads', () => {
  const dir = site({
    ...FILES,
    'search.html':
      '<astro-island component-url="/_astro/Search.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
      '<script type="module" src="/_astro/page.js"></script><script>inline()</script><script type="application/ld+json">{"a":1}</script>',
    'vehicle.html':
      '<astro-island component-url="/_astro/Fuel.js" renderer-url="/_astro/client.js" client="visible"></astro-island>',
    'plain.html': '<p>No scripts</p>',
    'both.html':
      '<astro-island component-url="/_astro/Search.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
      '<astro-island component-url="/_astro/Fuel.js" renderer-url="/_astro/client.js" client="visible"></astro-island>',
  });

  it('an island that hydrates at once, its renderer, module and inline scripts are initial, each file once', () => {
    const js = pageJs(dir, 'search.html');
    expect(js.initial.files).toEqual(['/_astro/Search.js', '/_astro/client.js', '/_astro/page.js', '/_astro/react.js']);
    expect(js.initial.bytes).toBe(
      gz('inline()') +
        gz(FILES['_astro/Search.js']) +
        gz(FILES['_astro/client.js']) +
        gz(FILES['_astro/react.js']) +
        gz(FILES['_astro/page.js']),
    );
    expect(js.onVisible.files).toEqual([]);
  });

  it('a client:visible island loads nothing at first and its whole tree when seen', () => {
    const js = pageJs(dir, 'vehicle.html');
    expect(js.initial.bytes).toBe(0);
    expect(js.onVisible.files).toEqual([
      '/_astro/Fuel.js',
      '/_astro/client.js',
      '/_astro/fuel-maths.js',
      '/_astro/react.js',
    ]);
  });

  it("an island's own JavaScript leaves out the renderer; what it adds leaves out what the page loaded first", () => {
    expect(islandSizes(dir, 'both.html').map(({ bytes, added }) => ({ bytes, added }))).toEqual([
      { bytes: gz(FILES['_astro/Search.js']), added: 0 },
      {
        bytes: gz(FILES['_astro/Fuel.js']) + gz(FILES['_astro/fuel-maths.js']),
        added: gz(FILES['_astro/Fuel.js']) + gz(FILES['_astro/fuel-maths.js']),
      },
    ]);
    const alone = islandSizes(dir, 'vehicle.html')[0]!;
    expect(alone.added).toBe(alone.bytes + gz(FILES['_astro/client.js']) + gz(FILES['_astro/react.js']));
  });

  it('a page without scripts loads none', () => {
    expect(pageJs(dir, 'plain.html')).toEqual({
      initial: { files: [], inlineBytes: 0, bytes: 0 },
      onVisible: { files: [], bytes: 0 },
    });
  });
});
