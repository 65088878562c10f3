import { describe, expect, it } from 'vitest';
import { searchLandingPages } from '../../src/lib/search/landing-pages.ts';

const stock = [
  { car_type: 'new', make: 'Nissan' },
  { car_type: 'used', make: 'Toyota' },
  { car_type: 'demo', make: 'Nissan' },
  { car_type: 'used', make: 'Mercedes-Benz' },
];
const options = { defaultPath: '/search/new-used-and-demo-cars', usedLabel: 'Used' };

describe('search landing pages — spec/shopping.md §2 routes', () => {
  it('lists the default path, every car-type page with stock and a page per make', () => {
    expect(searchLandingPages(options, stock).map((p) => p.path)).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/new-cars',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-and-demo-cars',
      '/search/mercedes-benz',
      '/search/nissan',
      '/search/toyota',
    ]);
  });

  it('a used-only dealer gets no new, demo or duplicate all-types pages, and "used" reads as its label', () => {
    const used = stock.filter((c) => c.car_type === 'used');
    const pages = searchLandingPages({ defaultPath: '/search/used-cars', usedLabel: 'Pre-Owned' }, used);
    expect(pages.map((p) => p.path)).toEqual(['/search/used-cars', '/search/mercedes-benz', '/search/toyota']);
    expect(pages[0]?.heading).toBe('Pre-Owned Cars for Sale');
  });

  it.each([
    ['/search/new-used-and-demo-cars', 'New, Used and Demo Cars for Sale'],
    ['/search/new-and-demo-cars', 'New and Demo Cars for Sale'],
    ['/search/nissan', 'Nissan Cars for Sale'],
  ])('%s is headed "%s"', (path, heading) => {
    expect(searchLandingPages(options, stock).find((p) => p.path === path)?.heading).toBe(heading);
  });

  it('a custom default path lists every type, replacing the duplicate all-types page', () => {
    const pages = searchLandingPages({ defaultPath: '/search/all-stock', usedLabel: 'Used' }, stock);
    expect(pages.map((p) => p.path).slice(0, 2)).toEqual(['/search/all-stock', '/search/new-cars']);
  });

  it('keeps the default path even with no stock', () => {
    expect(searchLandingPages(options, []).map((p) => p.path)).toEqual(['/search/new-used-and-demo-cars']);
  });
});
