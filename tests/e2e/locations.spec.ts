/**
 * Dealership locations on the built demo sites (spec/site.md §2.3, §4), at desktop and phone sizes:
 * the hours as §4 groups them, "Open now" and the holiday modal's 'Today' under a pinned clock, the
 * directory's swipe hint, the Sales and Service tabs, the header's Locations menu, and axe on every
 * page. The hover menu, the map, structured data and the contact page: locations-map-and-data.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { siteUrl } from './sites.ts';
import { visibleLocations } from '../../src/lib/locations/order.ts';
import { clicking, differentWeekdays, equalWeekdays, few, many, service, withBuildDayHours } from './location-sites.ts';

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
