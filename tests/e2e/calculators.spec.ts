/** The finance, fuel, delivery and budget calculators in a browser on the built demo sites. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoSites, distDir, siteUrl } from './sites.ts';
import { openSearch } from './search-helpers.ts';
import { repayment } from '../../src/lib/finance/repayment.ts';

/** Scrolls a client:visible island into view and waits for it to hydrate. */
async function hydrated(island: Locator): Promise<Locator> {
  await island.scrollIntoViewIfNeeded();
  await expect(island.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  return island;
}

/** The first vehicle page of a search URL's results. */
async function firstCar(page: Page, slug: string, searchPath: string): Promise<void> {
  await openSearch(page, siteUrl(slug, searchPath));
  const href = await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href');
  await page.goto(siteUrl(slug, href!));
}

const delivering = demoSites.find((t) => t.delivery.enabled && t.locations.some((l) => l.address.state === 'QLD'))!;
const budgeting = demoSites.find((t) => t.budgetFinder.enabled && t.budgetFinder.defaultFrequency === 'monthly')!;

test('the finance calculator repays by the amortised formula, snaps at its bounds and fires event 26 once', async ({
  page,
}) => {
  const tenant = demoSites.find((t) => t.finance.calculator.showFrequency && t.finance.calculator.showDeposit)!;
  await firstCar(page, tenant.slug, `${tenant.search.defaultPath}?sortBy=price-desc`);
  const calculator = await hydrated(page.getByTestId('finance-calculator'));
  const field = (label: string) => calculator.getByRole('spinbutton', { name: label });
  const price = Number(await field('Purchase price').inputValue());
  const fee = tenant.finance.calculator.establishmentFee ?? 0;

  const deposit = field(tenant.finance.calculator.depositLabel);
  await deposit.fill('5000');
  await calculator.getByLabel('Repayments').selectOption('monthly');
  const expected = repayment({
    price,
    deposit: 5000,
    establishmentFee: fee,
    residual: 0,
    ratePercent: tenant.finance.calculator.defaultInterestRate,
    termYears: tenant.finance.calculator.defaultTermYears,
    frequency: 'monthly',
  });
  await expect(calculator.getByTestId('finance-payment')).toHaveText(`$${expected.toLocaleString('en-AU')}`);

  await deposit.fill('300000');
  await deposit.blur();
  await expect(deposit).toHaveValue('250000');
  await expect(calculator.getByText('Cannot be less than $0 or more than $250,000').first()).toBeVisible();
  const events = await page.evaluate(
    () => ((window as { dataLayer?: { event_id: number }[] }).dataLayer ?? []).filter((e) => e.event_id === 26).length,
  );
  expect(events).toBe(1);
});

const financeEvents = (page: Page) =>
  page.evaluate(
    () => ((window as { dataLayer?: { event_id: number }[] }).dataLayer ?? []).filter((e) => e.event_id === 26).length,
  );

for (const tenant of demoSites) {
  test(`${tenant.slug}: /finance keeps the default interest exactly and fires event 26 only on a shopper's change`, async ({
    page,
  }) => {
    const { calculator: options } = tenant.finance;
    await page.goto(siteUrl(tenant.slug, '/finance'));
    const calculator = await hydrated(page.getByTestId('finance-calculator'));
    const rate = calculator.getByRole('spinbutton', { name: 'Interest rate' });
    // spec/shopping.md §9 "Default calculator inputs: … interest 12.94 (10 or 8.5 on some)", as the tenant sets it
    await expect(rate).toHaveValue(String(options.defaultInterestRate));
    await expect(calculator.getByRole('slider', { name: 'Interest rate slider' })).toHaveAttribute(
      'aria-valuetext',
      `${options.defaultInterestRate} % p.a.`,
    );
    // §5: the bounds help text shows at or beyond the bounds of what the shopper enters, not at rest
    await expect(calculator.getByText(/^Cannot be less than/)).toHaveCount(0);
    // §4 "the first change fires analytics event 26 once": none at load
    expect(await financeEvents(page)).toBe(0);

    const slider = calculator.getByRole('slider', {
      name: options.interestLocked ? 'Term slider' : 'Interest rate slider',
    });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => financeEvents(page)).toBe(1);
    if (!options.interestLocked)
      await expect(rate).toHaveValue(
        String(Number((options.defaultInterestRate - 2 * options.interestStep).toFixed(2))),
      );
    else await expect(rate).toHaveValue(String(options.defaultInterestRate));
  });
}

test("a tiny loan shows 'Enquire for Finance' with an empty total", async ({ page }) => {
  const tenant = demoSites.find((t) => t.finance.calculator.amountMin === 1000)!;
  await page.goto(siteUrl(tenant.slug, '/finance'));
  const calculator = await hydrated(page.getByTestId('finance-calculator'));
  await calculator.getByRole('spinbutton', { name: 'Loan amount' }).fill('1000');
  await expect(calculator.getByTestId('finance-payment')).toHaveText('Enquire for Finance');
  await expect(calculator.getByTestId('finance-total')).toHaveText('');
});

test('the per-car finance link carries the car to /finance#finance-form and starts the calculator at its price', async ({
  page,
}) => {
  const tenant = demoSites[0]!;
  // An available car: a sold one offers no finance.
  await firstCar(
    page,
    tenant.slug,
    `${tenant.search.defaultPath}?sortBy=price-asc&range[price]=20000:90000&refinementList[status][0]=in_stock`,
  );
  const link = page.getByRole('link', { name: 'Get finance' });
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, 'http://site');
  expect(url.pathname).toBe('/finance');
  expect([...url.searchParams.keys()].sort()).toEqual([
    'car_id',
    'car_type',
    'preferredDealership',
    'vehiclePriceBudget',
  ]);
  expect(href.endsWith('#finance-form')).toBe(true);
  await link.click();
  const calculator = await hydrated(page.getByTestId('finance-calculator'));
  await expect(calculator.getByRole('spinbutton', { name: 'Loan amount' })).toHaveValue(
    url.searchParams.get('vehiclePriceBudget')!,
  );
});

test('the fuel calculator costs a week of driving, and is not offered for an electric car', async ({ page }) => {
  const tenant = demoSites[0]!;
  await firstCar(page, tenant.slug, `${tenant.search.defaultPath}?refinementList[fuel][0]=Petrol`);
  const fuel = await hydrated(page.getByTestId('fuel-calculator'));
  await fuel.getByRole('spinbutton', { name: 'Distance a week' }).fill('250');
  await fuel.getByRole('spinbutton', { name: 'Fuel consumption' }).fill('10');
  await fuel.getByRole('spinbutton', { name: 'Fuel price' }).fill('1.7');
  await expect(fuel.getByTestId('fuel-weekly-cost')).toHaveText('$42.50');

  await firstCar(page, tenant.slug, `${tenant.search.defaultPath}?refinementList[fuel][0]=Electric`);
  await expect(page.getByRole('heading', { name: 'Finance calculator' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fuel cost' })).toHaveCount(0);
});

test('the delivery calculator checks the postcode and estimates by distance to the nearest yard', async ({ page }) => {
  await firstCar(page, delivering.slug, delivering.search.defaultPath);
  const delivery = await hydrated(page.getByTestId('delivery-calculator'));
  const postcode = delivery.getByLabel('Your postcode');
  const estimate = delivery.getByRole('button', { name: 'Get estimate' });
  await estimate.click();
  await expect(delivery.getByRole('alert')).toHaveText('Please enter a postcode.');
  await postcode.fill('40a');
  await estimate.click();
  await expect(delivery.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.');
  await postcode.fill('400012');
  await expect(postcode).toHaveValue('4000');
  await estimate.click();
  await expect(delivery.getByTestId('delivery-result')).toContainText(`${delivering.delivery.regions[0]!.name}:`);
  await postcode.fill('6000');
  await estimate.click();
  await expect(delivery.getByRole('alert')).toHaveText(
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
  );
});

test('the budget finder turns repayments into a budget and only searches a budget some stock fits', async ({
  page,
}) => {
  await page.goto(siteUrl(budgeting.slug));
  const finder = await hydrated(page.getByTestId('budget-finder'));
  // spec/site.md §9: 600 a month over 5 years plus a 2,000 deposit
  await expect(finder.getByTestId('budget-estimate')).toHaveText('$38,000');
  await finder.getByLabel('Repayment a month').fill('0');
  await finder.getByLabel('Deposit').fill('0');
  await expect(finder.getByText('0 Cars Found')).toBeVisible();
  await expect(finder.getByText('No cars found for this budget')).toBeVisible();
  await finder.getByRole('button', { name: '$70,000' }).click();
  const search = finder.getByTestId('budget-search');
  await expect(search).toBeVisible();
  const href = (await search.getAttribute('href'))!;
  const [min, max] = new URL(href, 'http://site').searchParams.get('range[price]')!.split(':').map(Number);
  expect(min).toBe(5000);
  expect(max).toBeLessThanOrEqual(70000);
  await search.click();
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
    `$5,000 – $${max!.toLocaleString('en-AU')}`,
  );
});

test('the budget finder\'s price range and "Show me N cars" follow the budget on every input', async ({ page }) => {
  await page.goto(siteUrl(budgeting.slug));
  const finder = await hydrated(page.getByTestId('budget-finder'));
  const estimate = finder.getByTestId('budget-estimate');
  const legend = finder.locator('.budget-finder__range legend');
  const search = finder.getByTestId('budget-search');
  const searched = async () =>
    new URL((await search.getAttribute('href'))!, 'http://site').searchParams.get('range[price]');
  /** The budget, the range shown and the range searched follow; returns the N the button offers. */
  const follows = async (budget: string, top: number) => {
    await expect(estimate).toHaveText(budget);
    await expect(legend).toHaveText(`Price range: $5,000 – $${top.toLocaleString('en-AU')}`);
    await expect.poll(searched).toBe(`5000:${top}`);
    await expect(search).toHaveText(/^Show me \d+ cars?$/);
    return Number(/\d+/.exec((await search.textContent())!)![0]);
  };

  // spec/site.md §9: 600 a month (or 200 a week) over 5 years plus the 2,000 deposit
  const monthly = await follows('$38,000', 38_000);
  expect(monthly, 'the demo stock has cars up to $38,000').toBeGreaterThan(0);
  await finder.getByLabel('Weekly').check();
  const weekly = await follows('$54,000', 54_000);
  expect(weekly).toBeGreaterThanOrEqual(monthly);
  await finder.getByLabel('Deposit').fill('10000');
  await follows('$62,000', 62_000);
  // A quick pick sets the top (one under the budget, so the range holds what $38,000 held and more).
  await finder.getByRole('button', { name: '$50,000' }).click();
  await expect(legend).toHaveText('Price range: $5,000 – $50,000');
  await expect.poll(searched).toBe('5000:50000');

  // §4 and §8: too low a budget disables the button; Monthly → Weekly makes one that reaches stock
  await finder.getByLabel('Monthly').check();
  await finder.getByLabel('Repayment a month').fill('0');
  await finder.getByLabel('Deposit').fill('0');
  await expect(finder.getByText('0 Cars Found')).toBeVisible();
  await finder.getByLabel('Weekly').check();
  const count = await follows('$52,000', 52_000);
  await expect(finder.getByText('0 Cars Found')).toHaveCount(0);
  await search.click();
  await expect(page.getByTestId('result-count')).toHaveText(String(count));
});

test('the finance estimate panel shows $/wk only on cars its variant allows', async ({ page }) => {
  const tenant = demoSites.find((t) => t.finance.estimatePanel.enabled && t.finance.estimatePanel.finalPaymentText)!;
  // Which built car pages carry the panel, read from the files; a few of them are then opened.
  const carsDir = join(distDir, tenant.slug, 'cars');
  const withPanel = (car: string) =>
    readFileSync(join(carsDir, car, 'index.html'), 'utf8').includes('data-testid="finance-estimate"');
  const cars = readdirSync(carsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(
    cars.filter((car) => !withPanel(car)),
    'cars whose variant has no lender data show none',
  ).not.toEqual([]);
  const shown = cars.filter(withPanel);
  expect(shown, 'some demo cars carry lender data the panel shows').not.toEqual([]);
  for (const car of shown.slice(0, 3)) {
    await page.goto(siteUrl(tenant.slug, `/cars/${car}`));
    await expect(page.getByTestId('finance-estimate')).toHaveText(
      new RegExp(`^From \\$[\\d,]+/wk.*${tenant.finance.estimatePanel.finalPaymentText!.replace(/\$/g, '\\$')}`),
    );
    await expect(page.getByText('SOLD', { exact: true }).filter({ visible: true })).toHaveCount(0);
  }
});
