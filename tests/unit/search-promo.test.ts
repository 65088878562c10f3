// spec/shopping.md §2: "Some tenants show a promo card among the results at configured positions
// (for example 8 and 17; or 5, 10, 15, 20, 25, 30; default 30); on one variant the position is
// randomised. Promo nodes have start, expiry, position, display, strictDisplay and node."
// spec/site.md §9: "Time-limited promo tiles: 1 July to 24 July 2025".
import { describe, expect, it } from 'vitest';
import { placePromoTiles, promoTilesForSite, type PromoOptions, type PromoTile } from '../../src/lib/search/promo.ts';

const tile = (id: string, over: Partial<PromoTile> = {}): PromoTile => ({
  id,
  title: id,
  text: '',
  href: '/finance',
  display: true,
  strictDisplay: false,
  ...over,
});
const results = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const OPTS: PromoOptions = {
  now: new Date('2025-07-10T00:00:00Z'),
  positions: [30],
  randomise: false,
  random: () => 0,
  page: 1,
  hitsPerPage: 21,
};

/** The output as numbers (results, 1-based over all pages) and tile ids. */
const render = (items: (number | { promo: PromoTile })[]) => items.map((x) => (typeof x === 'number' ? x : x.promo.id));
/** Whether a tile is placed at all at `now` (first place, on a page of one result). */
const isPromoActive = (t: PromoTile, now: Date) =>
  render(placePromoTiles([1], [t], { ...OPTS, now, positions: [1], totalHits: 1 })).includes(t.id);

describe('configured positions', () => {
  it('"for example 8 and 17": the tiles take the 8th and 17th places among the results', () => {
    const out = render(
      placePromoTiles(results(1, 21), [tile('A'), tile('B')], { ...OPTS, positions: [8, 17], totalHits: 50 }),
    );
    expect(out.indexOf('A')).toBe(7);
    expect(out.slice(6, 9)).toEqual([7, 'A', 8]);
    expect(out.slice(16, 19)).toEqual([16, 'B', 17]);
    expect(out).toHaveLength(23);
  });

  it.each([
    ['"default 30": not on page 1 of 21', 1, results(1, 21), []],
    ['…on page 2, before the 30th result', 2, results(22, 21), [[8, 'A']]],
  ])('%s', (_name, page, hits, expected) => {
    const out = render(placePromoTiles(hits, [tile('A')], { ...OPTS, page, totalHits: 60 }));
    expect(out.flatMap((x, i) => (typeof x === 'string' ? [[i, x]] : []))).toEqual(expected);
  });

  it('"5, 10, 15, 20, 25, 30": six tiles over two pages of 21', () => {
    const tiles = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => tile(id));
    const opts = { ...OPTS, positions: [5, 10, 15, 20, 25, 30], totalHits: 42 };
    const page1 = render(placePromoTiles(results(1, 21), tiles, opts)).filter((x) => typeof x === 'string');
    const page2 = render(placePromoTiles(results(22, 21), tiles, { ...opts, page: 2 })).filter(
      (x) => typeof x === 'string',
    );
    expect([page1, page2]).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f'],
    ]);
  });

  it("a tile's own position wins over the configured ones", () => {
    expect(render(placePromoTiles(results(1, 5), [tile('A', { position: 2 })], { ...OPTS, totalHits: 5 }))).toEqual([
      1,
      'A',
      2,
      3,
      4,
      5,
    ]);
  });

  it('tiles beyond the configured positions wait for a later position', () => {
    expect(
      render(placePromoTiles(results(1, 5), [tile('A'), tile('B')], { ...OPTS, positions: [2], totalHits: 5 })),
    ).toEqual([1, 'A', 2, 3, 4, 5]);
  });
});

describe('strictDisplay: what happens when there are too few results to reach the position', () => {
  it.each([
    ['strict: not shown', true, results(1, 20), { totalHits: 20 }, [...results(1, 20)]],
    [
      'not strict: after the last result on the last page',
      false,
      results(1, 20),
      { totalHits: 20 },
      [...results(1, 20), 'A'],
    ],
    ['not strict: last page known from a short page', false, results(1, 20), {}, [...results(1, 20), 'A']],
    ['not strict, but not the last page: not here', false, results(1, 21), { totalHits: 25 }, [...results(1, 21)]],
    ['not strict, on the last page', false, results(22, 4), { totalHits: 25, page: 2 }, [...results(22, 4), 'A']],
    [
      'exactly 30 results reach position 30, strict or not',
      true,
      results(22, 9),
      { totalHits: 30, page: 2 },
      [...results(22, 8), 'A', 30],
    ],
    ['no results: no tile (the no-results card shows)', false, [], { totalHits: 0 }, []],
  ] as const)('%s', (_name, strictDisplay, hits, over, expected) => {
    expect(render(placePromoTiles([...hits], [tile('A', { strictDisplay })], { ...OPTS, ...over }))).toEqual(expected);
  });
});

describe('display, start and expiry', () => {
  const july = tile('winter-sale', { start: '2025-07-01', expiry: '2025-07-24' });
  it.each([
    ['the evening before 1 July in Brisbane', '2025-06-30T13:59:59Z', false],
    ['midnight 1 July in Brisbane', '2025-06-30T14:00:00Z', true],
    ['the last minute of 24 July in Brisbane', '2025-07-24T13:59:59Z', true],
    ['25 July in Brisbane', '2025-07-24T14:00:00Z', false],
  ])('"1 July to 24 July 2025": %s → %s', (_name, now, active) => {
    expect(isPromoActive(july, new Date(now))).toBe(active);
  });

  it.each([
    ['display false', tile('A', { display: false }), false],
    ['no dates', tile('A'), true],
    ['start only, reached', tile('A', { start: '2025-07-01' }), true],
    ['expiry only, passed', tile('A', { expiry: '2025-07-01' }), false],
    ['a full date-time', tile('A', { start: '2025-07-10T00:00:01Z' }), false],
  ])('%s → %s', (_name, t, active) => {
    expect(isPromoActive(t, OPTS.now)).toBe(active);
  });

  it('an inactive tile gives its position to the next one', () => {
    const out = render(
      placePromoTiles(results(1, 10), [tile('old', { expiry: '2025-01-01' }), tile('A')], {
        ...OPTS,
        positions: [3, 6],
        totalHits: 10,
      }),
    );
    expect(out).toEqual([1, 2, 'A', 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('"on one variant the position is randomised"', () => {
  it.each([
    [0, 0],
    [0.5, 5],
    [0.999, 9],
  ])('random() = %s puts the tile before result index %i of the page', (value, index) => {
    const out = render(
      placePromoTiles(results(1, 10), [tile('A')], { ...OPTS, randomise: true, random: () => value, totalHits: 10 }),
    );
    expect(out).toEqual([...results(1, index), 'A', ...results(index + 1, 10 - index)]);
  });

  it('shows on every page, whatever the configured position', () => {
    const out = render(
      placePromoTiles(results(64, 21), [tile('A')], {
        ...OPTS,
        page: 4,
        randomise: true,
        random: () => 0.5,
        totalHits: 100,
      }),
    );
    expect(out.filter((x) => x === 'A')).toHaveLength(1);
  });

  it('no results, no tile', () => {
    expect(placePromoTiles([], [tile('A')], { ...OPTS, randomise: true })).toEqual([]);
  });
});

describe('site.md §9: "21 Aug to 30 Sept 2025 for specific location ids"', () => {
  const base = { title: 'T', text: 'x', href: '/', display: true, strictDisplay: false };
  const springwood = { ...base, id: 'springwood', start: '2025-08-21', expiry: '2025-09-30', locationIds: [406, 407] };
  const everywhere = { ...base, id: 'everywhere' };

  it.each([
    ['a site listing one of the locations', [401, 406], ['springwood', 'everywhere']],
    ['a site listing none of them', [401, 402], ['everywhere']],
    ['a site with no locations', [], ['everywhere']],
  ])('%s', (_name, siteLocations, ids) => {
    const tiles = promoTilesForSite([springwood, everywhere], siteLocations);
    expect(tiles.map((t) => t.id)).toEqual(ids);
    expect(tiles.every((t) => !('locationIds' in t))).toBe(true);
  });

  it.each([
    ['2025-08-20T23:59:59+10:00', false],
    ['2025-08-21T00:00:00+10:00', true],
    ['2025-09-30T23:59:59+10:00', true],
    ['2025-10-01T00:00:00+10:00', false],
  ])('and within its dates (Brisbane time): at %s → %s', (at, active) => {
    expect(isPromoActive(promoTilesForSite([springwood], [406])[0]!, new Date(at))).toBe(active);
  });
});
