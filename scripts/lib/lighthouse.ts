/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of built
 * pages served over HTTP as a CDN would serve them: Performance and Accessibility scores and the
 * Cumulative Layout Shift. Chromium is the system one, driven over the DevTools port.
 */
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { freePort } from '../../src/pipeline/free-port.ts';
import { startSiteServer } from '../../src/pipeline/serve/site-server.ts';

export type LighthouseScore = {
  page: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** The accessibility audits that failed, by id, so a score under 100 says what to fix. */
  failing: string[];
};

/** Audits each path of one built site in dist/<slug>/, one after another (scores shift when audits share the CPU). */
export async function lighthouseScores(
  distDir: string,
  slug: string,
  pages: [name: string, path: string][],
): Promise<LighthouseScore[]> {
  const port = await freePort();
  const server = await startSiteServer({ distDir, port, imageCacheDir: '.forecourt/images' });
  const debugPort = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const [page, path] of pages) {
      const result = await lighthouse(`http://${slug}.localhost:${port}${path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      scores.push({
        page,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        failing: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      });
    }
    return scores;
  } finally {
    await browser.close();
    await server.close();
  }
}
