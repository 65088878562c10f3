import { describe, expect, it } from 'vitest';
import { linkedParamsOf, buildUserData, rewriteCategory, type UserDataInput } from '../../src/lib/leads/attribution.ts';
import { addVisitedPage } from '../../src/lib/leads/visited-pages.ts';
import { userDataSchema } from '../../src/lib/leads/schema.ts';

const pages = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `/page-${from + i}`);
/** The marketing parameters a visit of one page with this query string keeps. */
const linkedQueryParams = (search: string) => linkedParamsOf([`/page?${search.replace(/^\?/, '')}`]);

describe('visited pages — spec §3: "lead_attributes (visited_pages, …)"; "newest last, no immediate duplicates, capped (oldest dropped)"', () => {
  it.each([
    ['newest last', ['/'], '/cars?make=toyota', ['/', '/cars?make=toyota']],
    ['no immediate duplicates', ['/', '/cars'], '/cars', ['/', '/cars']],
    ['a page seen earlier may come back', ['/', '/cars'], '/', ['/', '/cars', '/']],
    ['the search is part of the page', ['/cars?page=1'], '/cars?page=2', ['/cars?page=1', '/cars?page=2']],
    ['an empty path is ignored', ['/'], '', ['/']],
    ['first page', [], '/', ['/']],
  ] as const)('%s', (_name, before, page, expected) => {
    expect(addVisitedPage(before, page)).toEqual(expected);
  });

  it('capped: the landing page stays, the oldest after it goes', () => {
    let visit: string[] = [];
    for (let i = 0; i < 100; i++) visit = addVisitedPage(visit, `/page-${i}`);
    const cap = visit.length;
    expect(cap).toBeLessThan(100);
    expect(visit[0]).toBe('/page-0');
    expect(visit[1]).toBe(`/page-${100 - cap + 1}`);
    expect(visit.at(-1)).toBe('/page-99');
    expect(addVisitedPage(visit, '/latest')).toHaveLength(cap);
  });

  it('takes the campaign parameters from the pages of the visit, the latest winning', () => {
    expect(
      linkedParamsOf(['/?utm_source=google&utm_campaign=spring&q=ute', '/cars/x', '/search?utm_campaign=summer']),
    ).toEqual({ utm_source: 'google', utm_campaign: 'summer' });
  });

  it('does not change the list it was given', () => {
    const before = Object.freeze(['/']);
    addVisitedPage(before, '/cars');
    expect(before).toEqual(['/']);
  });
});

describe('linked query params — spec §3: "lead_attributes (…, linked_query_params)"; "utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid (only these; values trimmed and cut to 500 chars)"', () => {
  it.each([
    ['only these', '?utm_source=x&q=1', { utm_source: 'x' }],
    [
      'all of them',
      '?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&gclid=f&fbclid=g&msclkid=h',
      {
        utm_source: 'a',
        utm_medium: 'b',
        utm_campaign: 'c',
        utm_term: 'd',
        utm_content: 'e',
        gclid: 'f',
        fbclid: 'g',
        msclkid: 'h',
      },
    ],
    ['values trimmed', '?utm_campaign=%20spring%20sale%20', { utm_campaign: 'spring sale' }],
    ['blank values dropped', '?utm_source=&utm_medium=%20%20', {}],
    ['decoded', '?utm_term=4x4+ute&utm_content=a%26b', { utm_term: '4x4 ute', utm_content: 'a&b' }],
    ['the first of a repeated name', '?gclid=one&gclid=two', { gclid: 'one' }],
    ['names are exact', '?UTM_SOURCE=x&utm_source_x=y', {}],
    ['without a leading ?', 'fbclid=abc', { fbclid: 'abc' }],
    ['empty search', '', {}],
  ] as const)('%s', (_name, search, expected) => {
    expect(linkedQueryParams(search)).toEqual(expected);
  });

  it('values cut to 500 chars', () => {
    expect(linkedQueryParams(`?gclid=${'a'.repeat(600)}`).gclid).toHaveLength(500);
  });

  it('a cut never leaves half a surrogate pair', () => {
    const value = linkedQueryParams(`?utm_term=${'a'.repeat(499)}${encodeURIComponent('😀')}`).utm_term;
    expect(value).toBe('a'.repeat(499));
  });
});

describe('over a visit: parameters kept from the landing page, merged with later pages (the later win)', () => {
  it.each([
    ['kept ones stay', ['/?utm_source=google&gclid=g1', '/search?q=ute'], { utm_source: 'google', gclid: 'g1' }],
    [
      'a later page wins',
      ['/?utm_source=google&utm_medium=cpc', '/?utm_source=facebook'],
      { utm_source: 'facebook', utm_medium: 'cpc' },
    ],
    ['new ones are added', ['/', '/?msclkid=m1'], { msclkid: 'm1' }],
  ] as const)('%s', (_name, visit, expected) => {
    expect(linkedParamsOf(visit)).toEqual(expected);
  });
});

const INPUT: UserDataInput = {
  category: 'Vehicle Enquiry',
  url: 'https://dealer.example/cars/123',
  userAgent: 'Mozilla/5.0',
  carId: 123,
  carDealershipId: 7,
  visitedPages: ['/', '/cars/123'],
  linkedParams: { utm_source: 'google' },
};

describe('buildUserData — spec §3: "Lead submission userData: category, subcategory, lead_id, url, source (\'Website\'), user_agent, car_id, car_dealership_id, lead_attributes (visited_pages, linked_query_params), form_completed, offer_accepted."', () => {
  it('builds the minimal userData with source "Website" and no optional keys', () => {
    const data = buildUserData(INPUT);
    expect(data).toStrictEqual({
      category: 'Vehicle Enquiry',
      url: 'https://dealer.example/cars/123',
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      car_id: 123,
      car_dealership_id: 7,
      lead_attributes: { visited_pages: ['/', '/cars/123'], linked_query_params: { utm_source: 'google' } },
    });
    expect(Object.keys(data)).not.toEqual(
      expect.arrayContaining(['subcategory', 'lead_id', 'form_completed', 'offer_accepted']),
    );
    expect(userDataSchema.parse(data)).toStrictEqual(data);
  });

  it("carries the subcategory when given; lead_id, form_completed and offer_accepted are the API's alone", () => {
    const data = buildUserData({ ...INPUT, subcategory: 'Career Enquiry' });
    expect(data).toMatchObject({ subcategory: 'Career Enquiry' });
    expect(userDataSchema.parse(data)).toStrictEqual(data);
    for (const key of ['lead_id', 'form_completed', 'offer_accepted'])
      expect(userDataSchema.safeParse({ ...data, [key]: key === 'lead_id' ? 'x' : true }).success).toBe(false);
  });

  it.each([
    [
      'user_agent cut to 500 chars',
      { userAgent: 'u'.repeat(900) },
      (d: ReturnType<typeof buildUserData>) => d.user_agent.length,
      500,
    ],
    [
      'url cut to 2000',
      { url: `https://x.example/${'p'.repeat(3000)}` },
      (d: ReturnType<typeof buildUserData>) => d.url.length,
      2000,
    ],
    [
      'visited_pages last 50 at most',
      { visitedPages: pages(80) },
      (d: ReturnType<typeof buildUserData>) => d.lead_attributes.visited_pages.length,
      50,
    ],
    [
      '… the newest ones',
      { visitedPages: pages(80) },
      (d: ReturnType<typeof buildUserData>) => d.lead_attributes.visited_pages[0],
      '/page-30',
    ],
    [
      '… each cut to 2000',
      { visitedPages: [`/${'p'.repeat(2500)}`] },
      (d: ReturnType<typeof buildUserData>) => d.lead_attributes.visited_pages[0]?.length,
      2000,
    ],
    [
      'category cut to the schema limit',
      { category: 'c'.repeat(150) },
      (d: ReturnType<typeof buildUserData>) => d.category.length,
      100,
    ],
    [
      'an empty subcategory is left out',
      { subcategory: '  ' },
      (d: ReturnType<typeof buildUserData>) => 'subcategory' in d,
      false,
    ],
    ['no car is null', { carId: null, carDealershipId: null }, (d: ReturnType<typeof buildUserData>) => d.car_id, null],
    [
      'an id that is not a positive whole number is null',
      { carId: 0, carDealershipId: Number.NaN },
      (d: ReturnType<typeof buildUserData>) => d.car_dealership_id,
      null,
    ],
    [
      'linked params are filtered',
      { linkedParams: { utm_source: 'x', other: 'y' } },
      (d: ReturnType<typeof buildUserData>) => d.lead_attributes.linked_query_params,
      { utm_source: 'x' },
    ],
  ] as const)('%s', (_name, overrides, pick, expected) => {
    const data = buildUserData({ ...INPUT, ...overrides });
    expect(pick(data)).toEqual(expected);
    expect(() => userDataSchema.parse(data)).not.toThrow();
  });
});

describe('rewriteCategory — spec/site.md §4: "Careers Enquiry category: rewritten to General Enquiry with subcategory Career Enquiry."', () => {
  it.each([
    ['Careers Enquiry', undefined, { category: 'General Enquiry', subcategory: 'Career Enquiry' }],
    ['Career Enquiry', undefined, { category: 'General Enquiry', subcategory: 'Career Enquiry' }],
    ['  careers ENQUIRY ', 'Sales', { category: 'General Enquiry', subcategory: 'Career Enquiry' }],
    ['Vehicle Enquiry', 'Finance', { category: 'Vehicle Enquiry', subcategory: 'Finance' }],
    ['General Enquiry', undefined, { category: 'General Enquiry' }],
    ['Careers Enquiry Form', undefined, { category: 'Careers Enquiry Form' }],
  ] as const)('%j / %j', (category, subcategory, expected) => {
    expect(rewriteCategory(category, subcategory)).toStrictEqual(expected);
  });
});
