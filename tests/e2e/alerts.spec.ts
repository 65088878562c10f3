/**
 * Issue 32 end to end on a built demo site with alerts on: a shopper saves a search and watches a
 * car, confirms both from the mailbox (the local SMTP server) with a press on /alerts (opening the
 * link confirms nothing), and a scripted stock change (a new
 * car the search finds, a price drop of the watched car, a new car it does not find) goes through
 * the re-index, the incremental build and the matching as CI runs them. The mailbox then holds
 * exactly one digest with exactly the two cars, whose links open built pages; the RFC 8058
 * one-click unsubscribe works, and the next change sends nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { slugify } from '../../src/lib/format/slug.ts';
import { formatPrice } from '../../src/lib/format/money.ts';
import { demoSites, siteUrl } from './sites.ts';
import { hydrated } from './lead-helpers.ts';
import { alertSiteFeed, copyCar, indexBuildAndMatch, mailboxWith } from './alert-helpers.ts';

const site = demoSites.find((t) => t.alerts.enabled)!;
const email = `alerts-${Date.now()}@example.com`;

async function signUp(page: import('@playwright/test').Page, path: string, button: string) {
  await page.goto(siteUrl(site.slug, path));
  const form = await hydrated(page, 'alert-signup');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: button }).click();
  await expect(form.getByRole('status')).toHaveText(`Nearly done: we sent a link to ${email}. Open it to confirm.`);
}

test('saved searches and watched cars hear of exactly their cars, once, until one click stops them', async ({
  page,
}) => {
  test.setTimeout(480_000);
  expect(site, 'a demo site has alerts.enabled').toBeDefined();
  const { feed, watched, template } = alertSiteFeed(site);
  const search = `/search/${slugify(template.make)}`;
  await signUp(page, search, 'Email me new matches');
  await signUp(page, `/cars/${watched.slug}`, 'Tell me if the price drops');

  const confirmations = await mailboxWith(page, 2);
  await expect(confirmations.first()).toContainText(`Confirm your alert from ${site.name}`);
  await expect(confirmations.first()).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const links = await page
    .locator('a[href*="action=confirm"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(links).toHaveLength(2);
  // Opening a link, as a mail scanner does, confirms nothing: the shopper's press does.
  await page.goto(links[0]!);
  await expect(page.getByRole('button', { name: 'Confirm my alert' })).toBeVisible();
  await page.goto(links[0]!.replace('&action=confirm', ''));
  await expect(page.locator('.alerts-list li', { hasText: '(not confirmed yet)' })).toHaveCount(2);
  for (const link of links) {
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(page.getByRole('status')).toHaveText('Your alert is confirmed.');
  }
  await expect(page.locator('.alerts-list li')).toHaveCount(2);
  await expect(page.locator('.alerts-list li', { hasText: '(not confirmed yet)' })).toHaveCount(0);

  const work = mkdtempSync(join(tmpdir(), 'forecourt-alerts-e2e-'));
  const arrival = copyCar(feed, template.id, 990_301);
  const elsewhere = copyCar(feed, template.id, 990_302, `${template.make}zz`);
  const dropped = feed.map((car) => (car.id === watched.id ? { ...car, price: car.price - 1000 } : car));
  const output = indexBuildAndMatch(site, [...dropped, arrival, elsewhere], work);
  expect(output).toContain('2 confirmed alert(s): 2 match(es), 2 newly queued');

  const mail = await mailboxWith(page, 3);
  const digest = mail.first();
  await expect(digest.locator('h2')).toHaveText(`2 cars for your alerts at ${site.name}`);
  await expect(digest).toContainText(`${formatPrice(watched.price - 1000)} (was ${formatPrice(watched.price)})`);
  await expect(digest.locator(`a[href*="/cars/${arrival.slug}/?utm_source=alert"]`)).toHaveCount(1);
  await expect(digest.locator(`a[href*="/cars/${elsewhere.slug}/"]`)).toHaveCount(0);
  const carLink = await digest.locator(`a[href*="/cars/${arrival.slug}/"]`).getAttribute('href');
  const header = (await digest.textContent())!.match(/List-Unsubscribe: <([^>]+)>/)![1]!;
  const opened = await page.goto(carLink!);
  expect(opened!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's address.
  const answered = await page.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    return response.status;
  }, header);
  expect(answered).toBe(200);

  const again = dropped.map((car) => (car.id === watched.id ? { ...car, price: car.price - 1000 } : car));
  const after = indexBuildAndMatch(site, [...again, arrival, elsewhere], work);
  expect(after).toContain('against 0 confirmed alert(s): 0 match(es), 0 newly queued');
  await mailboxWith(page, 3);
});
