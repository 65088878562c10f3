/**
 * Consent before tags (docs/analytics.md): on a site with a tag, nothing is loaded from the tag's
 * origins and nothing is sent to GA4 until the shopper chooses; Accept all loads the tag and sends
 * the page's ASC events to it (and alert_visit, when an alert's link brought the shopper); the
 * choice is remembered, and can be changed from the footer. The
 * banner is a fixed bottom sheet: no layout shift, nothing of the car page's price and Enquire
 * covered at 1280 wide, and axe finds nothing with it open. Google's tag is served by a local
 * stand-in (tests/fixtures/tag-stand-in.js) and every request to its origins is answered here.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoSites, siteUrl } from './sites.ts';
import { carOnSale } from './page-types.ts';

const tagged = demoSites.find((t) => t.analytics.tag !== null)!;
const untagged = demoSites.find((t) => t.analytics.tag === null)!;
const STAND_IN = readFileSync('tests/fixtures/tag-stand-in.js', 'utf8');
const GOOGLE = /^https:\/\/(?:www\.googletagmanager\.com|[a-z0-9-]+\.google-analytics\.com)\//;

/** Answers every request to Google's origins locally (the stand-in tag; 204 for a collect) and lists them. */
async function googleRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(GOOGLE, (route) => {
    const url = route.request().url();
    requests.push(url);
    return url.includes('/gtag/js') || url.includes('/gtm.js')
      ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
      : route.fulfill({ status: 204 });
  });
  return requests;
}

const collected = (requests: string[]) =>
  requests.filter((url) => url.includes('/g/collect')).map((url) => Object.fromEntries(new URL(url).searchParams));

const ascEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { asc_datalayer?: { events: { event: string }[] } }).asc_datalayer?.events ?? []).map((e) => e.event),
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const tagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]');

test('before consent nothing loads from the tag or reaches GA4; after Accept all both do, with the ASC events', async ({
  page,
}) => {
  const requests = await googleRequests(page);
  const car = carOnSale(tagged.slug);
  await page.goto(siteUrl(tagged.slug, car), { waitUntil: 'networkidle' });
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => ascEvents(page)).toEqual(expect.arrayContaining(['asc_pageview', 'asc_item_pageview']));
  expect(requests).toEqual([]);
  await expect(tagScripts(page)).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(tagScripts(page)).toHaveCount(1);
  // The browser asks for the script after the element is in the page, and the route hears of it later still.
  await expect.poll(() => requests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${tagged.analytics.tag!.id}`);
  await expect
    .poll(() =>
      collected(requests)
        .map((hit) => hit.en)
        .sort(),
    )
    .toEqual(['asc_item_pageview', 'asc_pageview']);
  const itemView = collected(requests).find((hit) => hit.en === 'asc_item_pageview')!;
  expect(itemView).toMatchObject({
    tid: tagged.analytics.tag!.id,
    'ep.event_owner': 'forecourt',
    'ep.page_type': 'item',
  });
  expect(itemView['ep.item_id']).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);

  // Remembered: the next page loads the tag at once and asks nothing.
  await page.goto(siteUrl(tagged.slug, tagged.search.defaultPath), { waitUntil: 'networkidle' });
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => collected(requests).map((hit) => hit.en)).toContain('asc_itemlist_pageview');

  // Changeable from the footer: the banner opens on the current choice, with focus on it.
  await page.getByRole('button', { name: 'Privacy choices' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Choose' }).click();
  await expect(banner(page).getByLabel('Measure how the site is used (analytics)')).toBeChecked();
  await banner(page).getByLabel('Improve our advertising').uncheck();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Privacy choices' })).toBeFocused();
  const consent = await page.evaluate(() =>
    [...((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])]
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent'),
  );
  expect(consent.at(-1)).toEqual([
    'consent',
    'update',
    { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);
});

test('Reject all loads nothing, on this page or the next: the dataLayer opens on the denied defaults and the tag never comes', async ({
  page,
}) => {
  const requests = await googleRequests(page);
  await page.goto(siteUrl(tagged.slug, '/'), { waitUntil: 'networkidle' });
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  const denied = {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
  const commands = await page.evaluate(() =>
    [...(window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer].map((entry) => Array.from(entry)),
  );
  expect(commands).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', denied],
  ]);
  await page.goto(siteUrl(tagged.slug, carOnSale(tagged.slug)), { waitUntil: 'networkidle' });
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => ascEvents(page)).toContain('asc_item_pageview');
  expect(requests).toEqual([]);
  await expect(tagScripts(page)).toHaveCount(0);
});

test("a visit from an alert's link fires alert_visit, which reaches GA4 only once the shopper consents", async ({
  page,
}) => {
  const requests = await googleRequests(page);
  const fromAlert = `${carOnSale(tagged.slug)}?utm_source=alert&utm_medium=email&utm_campaign=price-drop`;
  await page.goto(siteUrl(tagged.slug, fromAlert), { waitUntil: 'networkidle' });
  await expect.poll(() => ascEvents(page)).toContain('alert_visit');
  const pushed = await page.evaluate(() =>
    ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'alert_visit',
    ),
  );
  expect(pushed).toEqual([{ event: 'alert_visit', alert_kind: 'price-drop', alert_channel: 'email' }]);
  expect(requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(() => collected(requests).filter((hit) => hit.en === 'alert_visit'))
    .toEqual([
      expect.objectContaining({ 'ep.alert_kind': 'price-drop', 'ep.alert_channel': 'email', 'ep.page_type': 'item' }),
    ]);

  // Any other visit fires none.
  await page.goto(siteUrl(tagged.slug, carOnSale(tagged.slug)), { waitUntil: 'networkidle' });
  await expect.poll(() => ascEvents(page)).toContain('asc_item_pageview');
  expect(await ascEvents(page)).not.toContain('alert_visit');
});

test('a site without a tag shows no banner and no Privacy choices, and keeps its ASC events in the page', async ({
  page,
}) => {
  await page.goto(siteUrl(untagged.slug, carOnSale(untagged.slug)), { waitUntil: 'networkidle' });
  await expect.poll(() => ascEvents(page)).toEqual(expect.arrayContaining(['asc_pageview', 'asc_item_pageview']));
  await expect(page.locator('[data-consent]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Privacy choices' })).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the banner shifts nothing, leaves the car page's price and Enquire clear, and axe finds nothing`, async ({
    page,
  }) => {
    await googleRequests(page);
    await page.setViewportSize(viewport);
    await page.goto(siteUrl(tagged.slug, carOnSale(tagged.slug)), { waitUntil: 'networkidle' });
    await expect(banner(page)).toBeVisible();
    const sheet = (await banner(page).boundingBox())!;
    expect(sheet.y + sheet.height).toBe(viewport.height);
    if (viewport.width === 1280) {
      for (const clear of [
        page.locator('.vehicle__sidebar .price'),
        page.locator('.vehicle__sidebar [data-cta="enquire"]'),
      ]) {
        const { y, height } = (await clear.boundingBox())!;
        expect(y + height, 'above the banner').toBeLessThanOrEqual(sheet.y);
      }
    }
    // A fixed sheet pushes nothing; what it could shift is itself (growing or moving once shown). The
    // car page's own shifts as its islands hydrate on a busy machine are not the banner's.
    expect(await banner(page).evaluate((sheet) => getComputedStyle(sheet).position)).toBe('fixed');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
          const sheet = document.querySelector('[data-consent]')!;
          const ofSheet = (entry: Shift) => entry.sources.some((source) => source.node && sheet.contains(source.node));
          new PerformanceObserver((list) =>
            resolve((list.getEntries() as Shift[]).filter(ofSheet).reduce((sum, entry) => sum + entry.value, 0)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift, "the banner's layout shift").toBe(0);
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
    expect((await axe.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
  });
}
