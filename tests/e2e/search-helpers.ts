/** Reading the search page the way a shopper sees it. */
import { expect, type Page } from '@playwright/test';
import { islandsHydrated } from './sites.ts';

export async function resultCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('result-count').innerText()).replace(/,/g, ''));
}

export function cards(page: Page) {
  return page.getByRole('list', { name: 'Search results' }).locator('li.vehicle-card');
}

export function facet(page: Page, attribute: string) {
  return page.locator(`fieldset[data-facet="${attribute}"]`);
}

/** The values a list facet shows, with their counts. */
export async function facetValues(page: Page, attribute: string): Promise<{ label: string; count: number }[]> {
  const rows = await facet(page, attribute).locator('li label').allInnerTexts();
  return rows.map((row) => {
    const [, label = '', count = '0'] = /^(.*?)\s*\((\d+)\)$/.exec(row.trim()) ?? [];
    return { label, count: Number(count) };
  });
}

/** Card prices as numbers, for the cards that show one. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .locator('.price--car-price .price__amount, .price--reduced .price__amount')
    .allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

/** Opens a search page and waits for the island to hydrate (a click before that is the browser's, not React's). */
export async function openSearch(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await islandsHydrated(page);
  await current(page);
}

/** Waits until the results on screen answer the URL in the address bar (a deep link is searched on arrival). */
async function current(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const search = document.querySelector<HTMLElement>('.search');
    return search?.dataset.resultsFor === location.pathname + location.search;
  });
}

/** Waits until the island has answered the latest change. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.search')).toHaveAttribute('aria-busy', 'false');
}
