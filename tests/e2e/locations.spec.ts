/**
 * Dealership locations on the built demo sites (spec/site.md §2.3, §4), at desktop and phone sizes:
 * the hours as §4 groups them, "Open now" and the holiday modal's 'Today' under a pinned clock, the
 * directory's swipe hint, the Sales and Service tabs, the header's Locations dropdown, the
 * click-to-load map, structured data, the one canonical contact page, and axe on every page.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoSites, siteUrl } from './sites.ts';
import { visibleLocations } from '../../src/lib/locations/order.ts';
import type { Location } from '../../src/lib/locations/options.ts';

const listed = demoSites.flatMap((tenant) =>
  visibleLocations(tenant.locations).map((location) => ({ tenant, location })),
);
const weekdayHours = (l: Location) =>
  [1, 2, 3, 4, 5]
    .map((d) => l.openingHours.find((h) => h.weekday === d))
    .map((h) => `${h?.status} ${h?.open} ${h?.close}`);
const equalWeekdays = listed.find(
  ({ tenant, location }) =>
    !tenant.hours.fullHours && new Set(weekdayHours(location)).size === 1 && location.address.state === 'QLD',
)!;
const differentWeekdays = listed.find(
  ({ tenant, location }) => !tenant.hours.fullHours && new Set(weekdayHours(location)).size > 1,
)!;
const withBuildDayHours = demoSites.find((t) =>
  t.locations.some((l) => l.visible && l.buildDaySpecialHours.length > 0),
)!;
const many = demoSites.find((t) => visibleLocations(t.locations).length > 3)!;
const few = demoSites.find(
  (t) => visibleLocations(t.locations).length <= 3 && visibleLocations(t.locations).length > 1,
)!;
const service = listed.find(
  ({ tenant, location }) =>
    location.type === 'service' &&
    visibleLocations(tenant.locations).some(
      (l) => l.dealershipId === location.dealershipId && (l.type === 'sales' || l.type === ''),
    ),
)!;
const mapped = listed.find(({ location }) => location.address.mapKey)!;
const unmapped = listed.find(({ location }) => !location.address.mapKey)!;
const hovering = demoSites.find((t) => t.features.hoverMenus && t.locations.length > 0)!;
const clicking = demoSites.find((t) => !t.features.hoverMenus && t.locations.length > 0)!;

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: `Opening hours of ${name}` })
    .first()
    .getByRole('row');

/** The last `weekday` (0 Sunday) at least a week before today, at `hourUtc`: before the build day, so no special day applies. */
function pastWeekday(weekday: number, hourUtc: number): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - 7);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() - 1);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('§4: Monday to Friday grouped when all five weekdays share the same hours; otherwise grouped by equal hours', async ({
      page,
    }) => {
      await page.goto(siteUrl(equalWeekdays.tenant.slug, `/locations/${equalWeekdays.location.slug}`));
      const equal = rowsOf(page, equalWeekdays.location.name);
      await expect(equal.locator('th')).toHaveText(['Monday to Friday', 'Saturday', 'Sunday']);

      await page.goto(siteUrl(differentWeekdays.tenant.slug, `/locations/${differentWeekdays.location.slug}`));
      const differing = rowsOf(page, differentWeekdays.location.name);
      await expect(differing.locator('th')).toHaveText([
        'Monday to Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      await expect(differing.filter({ hasText: 'Thursday' }).locator('td')).toHaveText('8:30 am – 7:00 pm');
    });

    test('"Open now · closes 5:30 pm" and "Opens 8:00 am Monday" by the location’s own clock', async ({ page }) => {
      const { tenant, location } = equalWeekdays;
      // Wednesday 10:00 in Brisbane (UTC+10, no daylight saving).
      await page.clock.setFixedTime(pastWeekday(3, 0));
      await page.goto(siteUrl(tenant.slug, `/locations/${location.slug}`));
      const status = page.locator(`#panel-${location.slug} .open-status`);
      await expect(status).toHaveText('Open now · closes 5:30 pm');
      // Saturday 5 pm there: closed until Monday (Sunday is closed).
      await page.clock.setFixedTime(pastWeekday(6, 7));
      await page.reload();
      await expect(status).toHaveText('Opens 8:00 am Monday');
    });

    test("the holiday hours modal marks today's date 'Today' (clock pinned to it) and leaves out days gone by", async ({
      page,
    }) => {
      await page.goto(siteUrl(withBuildDayHours.slug, '/dealerships'));
      const days = page.locator('dialog[data-holiday-hours] [data-holiday-date]');
      const [first, second] = await days.evaluateAll((items) =>
        items.slice(0, 2).map((item) => (item as HTMLElement).dataset.holidayDate!),
      );
      // Noon UTC is the same calendar day in every Australian zone.
      await page.clock.setFixedTime(new Date(`${first}T12:00:00Z`));
      await page.reload();
      await page.getByRole('button', { name: 'Holiday hours' }).click();
      const dialog = page.getByRole('dialog', { name: 'Holiday hours' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-today]:visible')).toHaveCount(1);
      await expect(dialog.locator(`[data-holiday-date="${first}"] [data-today]`)).toBeVisible();
      await expect(dialog).toContainText(
        withBuildDayHours.locations
          .flatMap((l) => l.buildDaySpecialHours.map((h) => h.locationName ?? l.name))
          .find(Boolean)!,
      );
      expect((await axe(page).include('dialog[open]').analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.clock.setFixedTime(new Date(`${second}T12:00:00Z`));
      await page.reload();
      await expect(page.locator(`[data-holiday-date="${first}"]`)).toBeHidden();
      await expect(page.locator(`[data-holiday-date="${second}"] [data-today]`)).toBeAttached();
    });

    test('the directory is a carousel of location cards with a swipe hint above 3 cards, usable by keyboard', async ({
      page,
    }) => {
      await page.goto(siteUrl(few.slug, '/dealerships'));
      await expect(page.getByRole('list', { name: 'Dealerships' }).getByRole('listitem')).toHaveCount(
        visibleLocations(few.locations).length,
      );
      await expect(page.getByText(/Swipe or scroll sideways/)).toHaveCount(0);

      await page.goto(siteUrl(many.slug, '/dealerships'));
      const count = visibleLocations(many.locations).length;
      const track = page.getByRole('list', { name: 'Dealerships' });
      await expect(track.getByRole('listitem')).toHaveCount(count);
      await expect(page.getByText(`Swipe or scroll sideways to see all ${count}`)).toBeVisible();
      const last = visibleLocations(many.locations).at(-1)!;
      const lastCard = track.getByRole('link', { name: last.name, exact: true });
      await expect(lastCard).not.toBeInViewport();
      // The row scrolls with the arrow keys once it has focus…
      await track.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => track.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
      // …and tabbing onto a card's link brings it into view.
      await lastCard.focus();
      await expect(lastCard).toBeInViewport();
      const card = track.locator('article').first();
      await expect(card.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+61/);
      await expect(card.getByRole('link', { name: /^Enquire/ })).toHaveAttribute('href', /^\/contact-us\//);
    });

    test('Sales and Service tabs switch the location shown; a service location starts on Service', async ({ page }) => {
      const { tenant, location } = service;
      const sales = visibleLocations(tenant.locations).find(
        (l) => l.dealershipId === location.dealershipId && (l.type === 'sales' || l.type === ''),
      )!;
      await page.goto(siteUrl(tenant.slug, `/locations/${location.slug}`));
      const tabs = page.getByRole('tablist', { name: 'Department' });
      await expect(tabs.getByRole('tab')).toHaveText(['Sales', 'Service']);
      await expect(tabs.getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(location.name);
      await tabs.getByRole('tab', { name: 'Sales' }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(sales.name);
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Service' })).toBeFocused();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(location.name);

      await page.goto(siteUrl(tenant.slug, `/locations/${sales.slug}`));
      await expect(page.getByRole('tab', { name: 'Sales' })).toHaveAttribute('aria-selected', 'true');
    });

    test('the header Locations dropdown opens on click and leads to every location', async ({ page }) => {
      await page.goto(siteUrl(clicking.slug));
      const menu = page.locator('summary.site-nav__toggle');
      if (await menu.isVisible()) await menu.click();
      const dropdown = page.getByRole('navigation', { name: 'Main' }).locator('details.site-nav__locations');
      const links = dropdown.getByRole('link');
      await expect(links.first()).toBeHidden();
      await dropdown.locator('summary').click();
      await expect(links).toHaveText(['All dealerships', ...visibleLocations(clicking.locations).map((l) => l.name)]);
      await links.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`/locations/${visibleLocations(clicking.locations)[0]!.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(visibleLocations(clicking.locations)[0]!.name);
    });

    for (const tenant of [many, few]) {
      const first = visibleLocations(tenant.locations)[0]!;
      test(`${tenant.slug}: the directory, a location page and the contact pages have no axe violations`, async ({
        page,
      }) => {
        // Four full axe runs, each some seconds on a busy two-core machine.
        test.slow();
        for (const path of ['/dealerships', `/locations/${first.slug}`, '/contact-us', `/contact-us/${first.slug}`]) {
          await page.goto(siteUrl(tenant.slug, path));
          await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
          expect((await axe(page).analyze()).violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
        }
      });
    }
  });
}

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
