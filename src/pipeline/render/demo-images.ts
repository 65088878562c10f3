/**
 * Writes the demo stock's photos (SVGs drawn by src/demo-stock/images.ts) straight into a built
 * site. As Astro endpoints they cost a page render each, a third of a demo build's pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Vehicle } from '../../lib/stock/vehicle.ts';
import { demoImageNames, demoImageSvg } from '../../demo-stock/images.ts';

export function writeDemoImages(siteDir: string, vehicles: readonly Vehicle[]): void {
  const dir = join(siteDir, 'demo-images');
  let made = false;
  for (const name of demoImageNames([...vehicles])) {
    const svg = demoImageSvg(name);
    if (svg === null) continue;
    if (!made) mkdirSync(dir, { recursive: true });
    made = true;
    writeFileSync(join(dir, `${name}.svg`), svg);
  }
}
