/**
 * Dealership locations beyond their hours (spec/site.md §2.3, §4): the header's Locations dropdown
 * on hover, the click-to-load map on location and vehicle pages, schema.org structured data, and the
 * one canonical contact page with the dealer licences in the footer.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './sites.ts';
import { clicking, hovering, many, mapped, service, unmapped } from './location-sites.ts';

test('hover opens the Locations dropdown for a tenant with hoverMenus, and not for one without', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl(hovering.slug));
  const dropdown = (p: Page) => p.getByRole('navigation', { name: 'Main' }).locator('details.site-nav__locations');
  await expect(dropdown(page).getByRole('link', { name: 'All dealerships' })).toBeHidden();
  await dropdown(page).locator('summary').hover();
  await expect(dropdown(page).getByRole('link', { name: 'All dealerships' })).toBeVisible();
  await page.goto(siteUrl(clicking.slug));
  await dropdown(page).locator('summary').hover();
  await expect(dropdown(page).getByRole('link', { name: 'All dealerships' })).toBeHidden();
});

test('with a mapKey the map loads nothing from the map service until the shopper asks; without one, the address and Get Directions', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('https://www.google.com/maps/embed/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
  });
  page.on('request', (request) => {
    if (
      !request.url().startsWith(siteUrl(mapped.tenant.slug, '/')) &&
      !request.url().startsWith('https://www.google.com/maps/embed/')
    )
      asked.push(request.url());
  });
  await page.goto(siteUrl(mapped.tenant.slug, `/locations/${mapped.location.slug}`));
  const map = page.locator('#vehicle-map');
  const frame = map.frameLocator('iframe');
  await expect(frame.getByRole('link', { name: /Show map/ })).toBeVisible();
  const box = await map.locator('iframe').boundingBox();
  expect(asked).toEqual([]);
  await frame.getByRole('link', { name: /Show map/ }).click();
  await expect.poll(() => asked.length).toBe(1);
  const embed = new URL(asked[0]!);
  expect(embed.pathname).toBe('/maps/embed/v1/place');
  expect(embed.searchParams.get('key')).toBe(mapped.location.address.mapKey);
  const after = await map.locator('iframe').boundingBox();
  expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);

  await page.goto(siteUrl(unmapped.tenant.slug, `/locations/${unmapped.location.slug}`));
  const fallback = page.locator('#vehicle-map');
  await expect(fallback.locator('iframe')).toHaveCount(0);
  await expect(fallback.locator('address')).toContainText(unmapped.location.address.street);
  await expect(fallback.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
});

test('the vehicle page’s #vehicle-map shows the car’s location with its map', async ({ page }) => {
  await page.goto(siteUrl(mapped.tenant.slug, mapped.tenant.search.defaultPath));
  await page.locator('li.vehicle-card a.vehicle-card__link').first().click();
  await expect(page).toHaveURL(/\/cars\//);
  const map = page.locator('#vehicle-map');
  await expect(map.getByRole('heading', { name: 'Location' })).toBeVisible();
  await expect(map.locator('iframe[title^="Map of "]')).toHaveCount(1);
  await expect(map.getByRole('table').getByRole('row').first()).toContainText('Monday');
});

test('each location page carries schema.org AutoDealer or AutoRepair data with its hours', async ({ page }) => {
  const { tenant, location } = service;
  await page.goto(siteUrl(tenant.slug, `/locations/${location.slug}`));
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const own = data.find((d) => d.name === location.name)!;
  expect(own).toMatchObject({
    '@type': 'AutoRepair',
    telephone: location.contact.phone,
    address: { streetAddress: location.address.street, postalCode: location.address.postcode, addressCountry: 'AU' },
    geo: { latitude: location.address.lat, longitude: location.address.long },
  });
  expect(own.openingHoursSpecification.length).toBeGreaterThan(0);
  expect(Array.isArray(own.specialOpeningHoursSpecification)).toBe(true);
  expect(data.map((d) => d['@type'])).toContain('AutoDealer');
});

test('/contact and /contact-us are one page with one canonical URL; the footer shows the dealer licences', async ({
  page,
}) => {
  await page.goto(siteUrl(many.slug, '/contact'));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${many.url}/contact-us`);
  await page.goto(siteUrl(many.slug, '/contact-us'));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${many.url}/contact-us`);
  // A group of dealerships lists its locations under each dealership's name.
  for (const dealership of many.dealerships)
    await expect(page.getByRole('heading', { name: dealership.name, exact: true })).toBeVisible();
  const licences = many.locations
    .filter((l) => l.visible && l.dealerLicenceNumber)
    .map((l) => `Dealer licence ${l.dealerLicenceNumber}`);
  for (const licence of licences) await expect(page.getByRole('contentinfo').getByText(licence).first()).toBeVisible();
  const repairer = many.locations.find((l) => l.visible && l.motorVehicleRepairer)!;
  await expect(page.getByRole('contentinfo')).toContainText(`Motor vehicle repairer ${repairer.motorVehicleRepairer}`);
});
