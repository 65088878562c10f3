// Issue 20: a stock change re-renders "the search landing pages and their first page of results and
// facet counts" that it reaches, and no others. What a search page shows of a car decides that
// (src/lib/search/search-reach.ts): all of it when the car meets the page's refinements; under a
// refined list whose counts come from the other refinements alone (InstantSearch's disjunctive
// lists), only that list's value; else nothing.
import { describe, expect, it } from 'vitest';
import { shownOnSearch, type Shown } from '../../src/lib/search/search-reach.ts';
import type { SearchState } from '../../src/lib/search/types.ts';

const state = (refinementList: SearchState['refinementList'], range: SearchState['range'] = {}): SearchState => ({
  query: '',
  page: 1,
  sortBy: 'recommended',
  refinementList,
  range,
});

const usedXTrail = { make: 'Nissan', model: 'X-Trail', car_type: 'used', categories: ['SUV', '4x4'] };
const usedNavara = { make: 'Nissan', model: 'Navara', car_type: 'used', categories: ['Ute'] };
const newCamry = { make: 'Toyota', model: 'Camry', car_type: 'new', categories: null };

const cases: [string, SearchState, Record<string, unknown>, Shown][] = [
  ['/search/new-used-and-demo-cars: every car, all of it', state({}), newCamry, 'all'],
  ['/search/nissan: a Nissan, all of it', state({ make: ['Nissan'] }), usedXTrail, 'all'],
  ['/search/nissan: a Toyota counts under Make', state({ make: ['Nissan'] }), newCamry, { list: 'make' }],
  [
    '/search/nissan/x-trail: a Navara counts under Model',
    state({ make: ['Nissan'], model: ['X-Trail'] }),
    usedNavara,
    { list: 'model' },
  ],
  [
    '/search/nissan/x-trail: a Camry fails make and model, so shows nowhere',
    state({ make: ['Nissan'], model: ['X-Trail'] }),
    newCamry,
    null,
  ],
  [
    '/search/used-cars: a new car counts under Condition',
    state({ car_type: ['used'] }),
    newCamry,
    { list: 'car_type' },
  ],
  ['/search/new-and-demo-cars: either type meets it', state({ car_type: ['new', 'demo'] }), newCamry, 'all'],
  [
    'case and punctuation do not hide a match (Meilisearch filters ignore case)',
    state({ model: ['x trail'] }),
    usedXTrail,
    'all',
  ],
  ['a list value in an array field', state({ categories: ['4x4'] }), usedXTrail, 'all'],
  [
    'a car without the field fails it',
    state({ categories: ['Ute'], make: ['Toyota'] }),
    newCamry,
    { list: 'categories' },
  ],
  [
    'a range refinement: all of every car',
    state({ make: ['Nissan'], model: ['X-Trail'] }, { price: { min: 10_000, max: null } }),
    newCamry,
    'all',
  ],
];

describe('what a search page shows of a car', () => {
  it.each(cases)('%s', (_, search, car, expected) => {
    expect(shownOnSearch(search)(car)).toEqual(expected);
  });
});
