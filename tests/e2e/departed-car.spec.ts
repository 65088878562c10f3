/**
 * Issue 35, "No dead car URLs": a car an import took off a site (scripts/lib/e2e-departed-car.ts)
 * has its page permanently redirected to its model's search page, which still has cars; the sitemap
 * and the Google and Meta vehicle feeds no longer list it.
 */
import { expect, test } from '@playwright/test';
import { slugify } from '../../src/lib/format/slug.ts';
import { siteUrl } from './sites.ts';

const departed = JSON.parse(process.env.E2E_DEPARTED_CAR ?? 'null') as {
  tenant: string;
  path: string;
  make: string;
  model: string;
} | null;

test('a removed car’s URL lands on its model’s search page, and the sitemap and feeds no longer list it', async ({
  page,
}) => {
  expect(departed, 'the e2e stack names the car that left (E2E_DEPARTED_CAR)').not.toBeNull();
  const { tenant, path, make, model } = departed!;
  const modelPage = `/search/${slugify(make)}/${slugify(model)}`;

  const response = (await page.goto(siteUrl(tenant, `${path}?utm_source=google`)))!;
  expect(response.status()).toBe(200);
  expect(response.request().redirectedFrom()).not.toBeNull();
  const redirect = await response.request().redirectedFrom()!.response();
  expect(redirect!.status()).toBe(301);
  expect(new URL(page.url()).pathname).toBe(modelPage);
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('google'); // the ad's tracking survives
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${make} ${model}`);
  await expect(page.locator(`a[href^="/cars/"]`).first()).toBeVisible(); // it still has cars

  const slug = path.split('/').at(-1)!;
  for (const file of ['/sitemap.xml', '/feeds/google-vehicles.xml', '/feeds/meta-vehicles.xml']) {
    // Through the browser, which alone resolves *.localhost.
    const listing = (await page.goto(siteUrl(tenant, file)))!;
    expect(listing.status(), file).toBe(200);
    const text = await listing.text();
    expect(text, file).not.toContain(slug);
    expect(text, file).toContain('/cars/'); // the other cars are still listed
  }
});
