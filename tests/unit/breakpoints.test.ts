// spec/site.md §9 "Responsive breakpoints": xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400 (min),
// and the "-down" maxima below sm, md, lg and xl. Every media query in src/ switches at one of them,
// and the CSS uses each of them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The spec's table, the only widths the CSS may switch layout at: `min-width: <px>` from a size up,
 * `max-width: <px - 0.02>` below it (sm-down is everything narrower than sm, so a screen exactly
 * 576 px wide is sm). CSS cannot read these from a custom property inside @media, hence this test.
 */
const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
const DOWN_MAX_WIDTHS = [575.98, 767.98, 991.98, 1199.98];

function styled(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return styled(path);
    return /\.(css|astro|tsx)$/.test(name) ? [path] : [];
  });
}

const widths = styled('src').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map((m) => ({
    file,
    kind: m[1] as 'min' | 'max',
    px: Number(m[2]),
  })),
);

describe('§9 breakpoints', () => {
  it('every media query in src/ switches at one of them', () => {
    const mins = Object.values(BREAKPOINTS);
    const maxes = DOWN_MAX_WIDTHS;
    expect(widths.filter(({ kind, px }) => !(kind === 'min' ? mins : maxes).includes(px))).toEqual([]);
  });

  it('the CSS uses every one of xs to xxl', () => {
    const used = new Set(widths.filter((w) => w.kind === 'min').map((w) => w.px));
    expect(
      Object.entries(BREAKPOINTS)
        .filter(([, px]) => !used.has(px))
        .map(([name]) => name),
    ).toEqual([]);
  });
});
