/**
 * The dealer's offers on the built demo sites (spec/site.md §2.1, §2.3, §4, §5, §9): the list and
 * detail cards with the description shortened at 160 characters ('View more' / 'View less', open
 * from the start when at most 200) and the disclaimer at 200 ('View full disclaimer' / 'View less
 * disclaimer'), working without JavaScript at 1280 and 390; an offer's page with its structured
 * data, its Enquire and 'Search this model' links, and the other form of its address; where offers
 * appear (home, the feature banner, /special-offers, a promo tile); exclusions and expiry; axe.
 */
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoSites, islandsHydrated, siteContent, siteUrl } from './sites.ts';
import { follow } from './http.ts';
import { openSearch } from './search-helpers.ts';
import { readContentFiles } from '../../src/pipeline/content.ts';
import type { Offer } from '../../src/lib/offers/types.ts';
import type { Tenant } from '../../src/lib/tenant/schema.ts';

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
const length = (text: string) => Array.from(text).length;

const running = demoSites.flatMap((tenant) => siteContent(tenant.slug).offers.map((offer) => ({ tenant, offer })));
function offerWhere(what: string, where: (offer: Offer, tenant: Tenant) => boolean) {
  const found = running.find(({ tenant, offer }) => where(offer, tenant));
  if (!found) throw new Error(`No demo site runs an offer with ${what}`);
  return found;
}
const collapsed = offerWhere(
  'a description over 200 characters and a disclaimer over 200',
  (o) => length(o.descriptionText) > 200 && length(o.disclaimer ?? '') > 200,
);
const openWithToggle = offerWhere(
  'a description of 161 to 200 characters',
  (o) => length(o.descriptionText) > 160 && length(o.descriptionText) <= 200,
);
const whole = offerWhere(
  'a description and disclaimer of at most 160 characters',
  (o) => length(o.descriptionText) <= 160 && length(o.disclaimer ?? '') <= 160,
);
const enquirable = offerWhere('a model in stock', (o) => o.model !== null && o.manufacturer !== null);
const card = (page: Page, offer: Offer) => page.locator(`article[data-offer-id="${offer.id}"]`);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}, without JavaScript`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("§4: the description shows 160 characters with 'View more' / 'View less', open from the start when at most 200; the disclaimer at 200", async ({
      page,
    }) => {
      await page.goto(siteUrl(collapsed.tenant.slug, '/offers'));
      const long = card(page, collapsed.offer);
      const description = long.locator('.offer-card__description');
      const short = description.locator('.expander__short');
      await expect(short).toBeVisible();
      const shortText = await short.innerText();
      expect(shortText.endsWith('…')).toBe(true);
      expect(length(shortText)).toBeLessThanOrEqual(161);
      expect(collapsed.offer.descriptionText.startsWith(shortText.slice(0, -1).trimEnd())).toBe(true);
      await expect(description.locator('.expander__full')).toBeHidden();
      await description.getByText('View more', { exact: true }).click();
      await expect(description.locator('.expander__full')).toBeVisible();
      await expect(description.locator('.expander__full')).toContainText(collapsed.offer.descriptionText.slice(-40));
      await expect(short).toBeHidden();
      await description.getByText('View less', { exact: true }).click();
      await expect(short).toBeVisible();
      await expect(description.getByText('View more', { exact: true })).toBeVisible();

      const disclaimer = long.locator('.offer-card__disclaimer');
      expect(length((await disclaimer.locator('.expander__short').innerText()).replace(/…$/, ''))).toBeLessThanOrEqual(
        200,
      );
      await disclaimer.getByText('View full disclaimer', { exact: true }).click();
      await expect(disclaimer.locator('.expander__full')).toHaveText(collapsed.offer.disclaimer!);
      await expect(disclaimer.getByText('View less disclaimer', { exact: true })).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

    test('a description of 161 to 200 characters starts whole with View less; one of at most 160 has no toggle', async ({
      page,
    }) => {
      await page.goto(siteUrl(openWithToggle.tenant.slug, '/offers'));
      const open = card(page, openWithToggle.offer).locator('.offer-card__description');
      await expect(open.locator('.expander__full')).toBeVisible();
      await expect(open.locator('.expander__short')).toBeHidden();
      await open.getByText('View less', { exact: true }).click();
      await expect(open.locator('.expander__short')).toBeVisible();

      await page.goto(siteUrl(whole.tenant.slug, '/offers'));
      const plain = card(page, whole.offer);
      await expect(plain.locator('.offer-card__description')).toHaveText(whole.offer.descriptionText);
      await expect(plain.locator('summary')).toHaveCount(0);
    });
  });
}

function storedLead(email: string) {
  const db = new DatabaseSync(join(process.env.E2E_API_DATA!, 'leads.sqlite'), { readOnly: true });
  try {
    const row = db
      .prepare('SELECT body FROM leads WHERE body LIKE ? ORDER BY created_at DESC LIMIT 1')
      .get(`%${email}%`);
    return row
      ? (JSON.parse(String(row.body)) as { fields: Record<string, unknown>; userData: Record<string, unknown> })
      : null;
  } finally {
    db.close();
  }
}

test("an offer's page: its detail card and structured data, Enquire opens the contact form for its model, the lead carries it", async ({
  page,
}) => {
  const { tenant, offer } = enquirable;
  await page.goto(siteUrl(tenant.slug, offer.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.name);
  const detail = page.locator('article.offer-card--detail');
  await expect(detail.locator('img')).toHaveAttribute('width', '375');
  await expect(detail.locator('img')).toHaveAttribute('height', '250');
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  expect(data).toContainEqual(
    expect.objectContaining({
      '@type': 'Offer',
      name: offer.name,
      validThrough: offer.expiry,
      url: `${tenant.url}${offer.path}`,
    }),
  );

  const search = detail.getByRole('link', { name: /^Search this model/ });
  const searchHref = await search.getAttribute('href');
  expect(
    searchHref === `/search/${offer.manufacturer!.slug}/${offer.model!.slug}` ||
      searchHref === offer.model!.overrideUrl,
  ).toBe(true);

  await detail
    .getByRole('link', { name: new RegExp(`^Enquire with .* about ${offer.name.replace(/[$.]/g, '\\$&')}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/contact-us/[a-z0-9-]+\\?offer=${offer.id}$`));
  await islandsHydrated(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByText(`About the offer: ${offer.name}`)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue(new RegExp(offer.name.replace(/[$.]/g, '\\$&')));
  const email = `offer-${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Alex Citizen');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('0412 345 678');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/success');
  expect(storedLead(email)).toMatchObject({
    fields: {
      'Vehicle Make': offer.manufacturer!.name,
      'Vehicle Model': offer.model!.name,
      subcategory: `Offer: ${offer.name}`,
    },
    userData: { subcategory: `Offer: ${offer.name}` },
  });
});

test("§2.1: an offer's other address redirects to its page; an ended one redirects to the offers; an excluded one is not there", async ({
  page,
}) => {
  for (const { tenant, offer } of running.filter(({ offer }) => offer.otherPath !== null)) {
    expect((await follow(tenant.slug, offer.otherPath!)).final, `${tenant.slug} ${offer.otherPath}`).toBe(offer.path);
    expect((await follow(tenant.slug, offer.path)).status).toBe(200);
  }
  const ended = demoSites.find((t) => siteContent(t.slug).expiredOfferPaths.length > 0)!;
  expect((await follow(ended.slug, siteContent(ended.slug).expiredOfferPaths[0]!)).final).toBe('/offers');

  // A manufacturer's offer whose excludedWebsiteIds names a dealer of that make: not on that dealer's site.
  const files = await readContentFiles('tenants/content');
  const excluded = files.flatMap((file) => {
    const ids =
      file.path.kind === 'offers' && file.source.ok
        ? ((file.source.data.excludedWebsiteIds as number[] | undefined) ?? [])
        : [];
    const site = demoSites.find(
      (t) => ids.includes(t.id) && t.manufacturers.some((make) => file.path.layer === `manufacturers/${make}`),
    );
    return site ? [{ site, id: file.path.id }] : [];
  })[0]!;
  await page.goto(siteUrl(excluded.site.slug, '/offers'));
  await expect(page.locator('article.offer-card')).toHaveCount(siteContent(excluded.site.slug).offers.length);
  await expect(page.locator(`article[data-offer-id="${excluded.id}"]`)).toHaveCount(0);
  expect((await follow(excluded.site.slug, `/offers/${excluded.id}`)).status).toBe(404);
});

test('where offers appear: the latest on the home page, the feature banner, above the special-offers search, and a promo tile', async ({
  page,
}) => {
  expect(new Set(running.map(({ tenant }) => tenant.slug)).size, 'demo sites with offers').toBeGreaterThanOrEqual(2);
  const { tenant } = enquirable;
  const offers = siteContent(tenant.slug).offers;
  await page.goto(siteUrl(tenant.slug, '/'));
  const home = page.getByRole('region', { name: tenant.offers.heading });
  await expect(home.locator('.offer-card__name')).toHaveText(
    offers.slice(0, tenant.offers.homeCount).map((o) => o.name),
  );
  await expect(home.getByRole('link', { name: 'View all offers' })).toHaveAttribute('href', '/offers');

  const car = await page.locator('.vehicle-card a.vehicle-card__link').first().getAttribute('href');
  await page.goto(siteUrl(tenant.slug, car!));
  await expect(
    page.getByRole('navigation', { name: 'More from us' }).getByRole('link', { name: 'Latest Offers' }),
  ).toHaveAttribute('href', '/offers');

  const special = demoSites.find((t) => t.search.specialOffers.enabled && siteContent(t.slug).offers.length > 0)!;
  await page.goto(siteUrl(special.slug, '/special-offers'));
  const above = page.getByRole('region', { name: special.offers.heading });
  await expect(above.locator('article.offer-card')).toHaveCount(siteContent(special.slug).offers.length);
  const [offersTop, resultsTop] = await Promise.all([
    above.boundingBox(),
    page.getByRole('list', { name: 'Search results' }).boundingBox(),
  ]);
  expect(offersTop!.y).toBeLessThan(resultsTop!.y);

  const tiled = demoSites.find((t) => t.search.promoTiles.some((tile) => tile.offer))!;
  const tile = tiled.search.promoTiles.find((t) => t.offer)!;
  const target = siteContent(tiled.slug).offers.find((o) => o.id === tile.offer)!;
  await openSearch(page, siteUrl(tiled.slug, tiled.search.defaultPath));
  const promo = page.locator(`li.promo-card[data-promo-id="${tile.id}"]`);
  await expect(promo).toContainText(target.name);
  await expect(promo.getByRole('link').first()).toHaveAttribute('href', target.path);
});

test('the offers pages have no axe violations', async ({ page }) => {
  for (const path of ['/offers', collapsed.offer.path]) {
    await page.goto(siteUrl(collapsed.tenant.slug, path));
    expect((await axe(page).analyze()).violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
