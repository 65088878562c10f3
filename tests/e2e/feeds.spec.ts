/**
 * The vehicle feeds of each built demo site, as Google Merchant Center and Meta fetch them: every
 * required field, and every car linking to its live page, which describes the same car (VIN and
 * price in its structured data) with photos that load.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { googleProblems, metaProblems, parseGoogleFeed, parseMetaFeed } from '../fixtures/vehicle-feed-formats.ts';

/** A production URL from a feed, fetched from the locally served site; Chromium alone resolves *.localhost. */
async function fetchOnSite(page: Page, url: string): Promise<{ status: number; body: string }> {
  const { pathname } = new URL(url);
  return page.evaluate(async (path) => {
    const response = await fetch(path);
    return { status: response.status, body: await response.text() };
  }, pathname);
}

function carLd(html: string): { vehicleIdentificationNumber?: string; offers: { price?: number } } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  return scripts.find((data) => ['Car', 'BusOrCoach', 'Vehicle'].includes(data['@type']));
}

for (const tenant of demoSites) {
  const { slug } = tenant;
  test(`${slug}: robots.txt lists the vehicle feeds, which carry every required field and lead to the cars' own pages`, async ({
    page,
  }) => {
    const robots = await (await page.goto(siteUrl(slug, '/robots.txt')))!.text();
    expect(robots).toContain(`# ${new URL('/feeds/google-vehicles.xml', tenant.url).href}`);
    expect(robots).toContain(`# ${new URL('/feeds/meta-vehicles.xml', tenant.url).href}`);

    const googleResponse = (await page.goto(siteUrl(slug, '/feeds/google-vehicles.xml')))!;
    expect(googleResponse.status()).toBe(200);
    const google = parseGoogleFeed(await googleResponse.text());
    const meta = parseMetaFeed(await (await page.goto(siteUrl(slug, '/feeds/meta-vehicles.xml')))!.text());
    expect(google.items.length).toBeGreaterThan(0);
    expect(meta.items.length).toBeGreaterThanOrEqual(google.items.length);
    expect(google.items.flatMap((item) => googleProblems(item, tenant.url))).toEqual([]);
    expect(meta.items.flatMap((item) => metaProblems(item, tenant.url))).toEqual([]);

    await page.goto(siteUrl(slug, '/'));
    for (const item of google.items) {
      const car = await fetchOnSite(page, String(item['g:link']));
      expect(car.status, String(item['g:link'])).toBe(200);
      const ld = carLd(car.body);
      expect(ld.vehicleIdentificationNumber).toBe(item['g:vin']);
      expect(`${ld.offers.price}.00 AUD`).toBe(item['g:price']);
      expect((await fetchOnSite(page, String(item['g:image_link']))).status).toBe(200);
    }
  });
}
