/**
 * What a page costs a shopper to load: the bytes on the wire (compressed, headers included) of its
 * HTML, images, JavaScript, CSS and fonts once it has loaded and the network has gone quiet, at a
 * phone's and a desktop's width, served by the local stand-in for the CDN and the image CDN.
 */
import { chromium } from '@playwright/test';

type PageWeight = {
  width: number;
  html: number;
  images: number;
  js: number;
  css: number;
  fonts: number;
  total: number;
};
const WEIGHT_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

type Entry = { name: string; initiatorType: string; transferSize: number };

function kindOf(entry: Entry): keyof Omit<PageWeight, 'width' | 'total'> | null {
  if (entry.initiatorType === 'navigation') return 'html';
  const path = new URL(entry.name).pathname;
  if (entry.initiatorType === 'img' || path.startsWith('/_img/') || /\.(jpe?g|png|webp|avif|svg|gif)$/.test(path))
    return 'images';
  if (/\.m?js$/.test(path) || entry.initiatorType === 'script') return 'js';
  if (/\.css$/.test(path)) return 'css';
  if (/\.woff2?$/.test(path)) return 'fonts';
  return null;
}

/** The weight of `url` at each of WEIGHT_VIEWPORTS, each in a fresh browser context (nothing cached). */
export async function pageWeights(url: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const weights: PageWeight[] = [];
    for (const viewport of WEIGHT_VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      const entries = await page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({
          name: e.name,
          initiatorType: (e as PerformanceResourceTiming).initiatorType,
          transferSize: (e as PerformanceResourceTiming).transferSize,
        })),
      );
      const weight: PageWeight = { width: viewport.width, html: 0, images: 0, js: 0, css: 0, fonts: 0, total: 0 };
      for (const entry of entries) {
        const kind = kindOf(entry);
        if (kind) weight[kind] += entry.transferSize;
        weight.total += entry.transferSize;
      }
      weights.push(weight);
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
