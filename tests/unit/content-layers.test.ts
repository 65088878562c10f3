// Content files are layered like tenant JSON (defaults < manufacturers in the site's order < group
// < site): the most specific file with an id wins, and `published: false` takes the id away.
import { describe, expect, it } from 'vitest';
import {
  contentLayersOf,
  entryKey,
  layerEntries,
  parseContentPath,
  type ContentPath,
} from '../../src/lib/content/layers.ts';

const KINDS = { pages: '.md', posts: '.md', reviews: '.json' };

describe('where a content file belongs', () => {
  it.each([
    ['defaults/pages/about-us.md', { layer: 'defaults', kind: 'pages', id: 'about-us' }],
    [
      'manufacturers/nissan/pages/pages/4x4xmore.md',
      { layer: 'manufacturers/nissan', kind: 'pages', id: 'pages/4x4xmore' },
    ],
    [
      'groups/harbour-motor-group/posts/finance-questions.md',
      { layer: 'groups/harbour-motor-group', kind: 'posts', id: 'finance-questions' },
    ],
    [
      'sites/bayside-nissan/posts/navara-first-service.md',
      { layer: 'sites/bayside-nissan', kind: 'posts', id: 'navara-first-service' },
    ],
    [
      'sites/bayside-nissan/reviews/locations/bayside-nissan-service.json',
      { layer: 'sites/bayside-nissan', kind: 'reviews', id: 'locations/bayside-nissan-service' },
    ],
  ])('%s', (file, expected) => {
    expect(parseContentPath(file, KINDS)).toEqual(expected);
    expect(entryKey(expected)).toBe(file.replace(/\.[a-z]+$/, ''));
  });

  it.each([
    'README.md',
    'defaults/pages/photo.jpg',
    'defaults/offers/x.md',
    'sites/pages/about-us.md',
    'elsewhere/x/pages/a.md',
    'defaults/pages/a.json',
    'sites/x/reviews/site.md',
  ])('%s is not a content file', (file) => {
    expect(parseContentPath(file, KINDS)).toBeNull();
  });
});

describe('which layers a site reads, lowest first', () => {
  it('defaults, its manufacturers in its order, its group, itself', () => {
    expect(
      contentLayersOf({ slug: 'harbour-motor-group', manufacturers: ['kia', 'mazda'], group: 'harbour-motor-group' }),
    ).toEqual([
      'defaults',
      'manufacturers/kia',
      'manufacturers/mazda',
      'groups/harbour-motor-group',
      'sites/harbour-motor-group',
    ]);
    expect(contentLayersOf({ slug: 'ridgeline-pre-owned', manufacturers: [], group: null })).toEqual([
      'defaults',
      'sites/ridgeline-pre-owned',
    ]);
  });
});

type Entry = { path: ContentPath; published: boolean; from: string };
const entry = (layer: string, id: string, published = true): Entry => ({
  path: { layer, kind: 'pages', id },
  published,
  from: `${layer}/${id}`,
});
const LAYERS = ['defaults', 'manufacturers/kia', 'manufacturers/mazda', 'groups/g', 'sites/s'];

describe('layering', () => {
  it.each([
    ['the defaults alone', [entry('defaults', 'warranty')], 'defaults/warranty'],
    [
      'a manufacturer over the defaults',
      [entry('defaults', 'warranty'), entry('manufacturers/kia', 'warranty')],
      'manufacturers/kia/warranty',
    ],
    [
      'the later of two manufacturers',
      [entry('manufacturers/mazda', 'warranty'), entry('manufacturers/kia', 'warranty')],
      'manufacturers/mazda/warranty',
    ],
    [
      'a group over a manufacturer',
      [entry('manufacturers/kia', 'warranty'), entry('groups/g', 'warranty')],
      'groups/g/warranty',
    ],
    [
      'a site over everything',
      [entry('groups/g', 'warranty'), entry('sites/s', 'warranty'), entry('defaults', 'warranty')],
      'sites/s/warranty',
    ],
  ])('%s', (_name, entries, chosen) => {
    expect(layerEntries(entries, LAYERS).map((e) => e.from)).toEqual([chosen]);
  });

  it('an unpublished file in a more specific layer removes the inherited page; one in a lower layer does not', () => {
    const entries = [
      entry('defaults', 'fleet'),
      entry('sites/s', 'fleet', false),
      entry('defaults', 'faqs', false),
      entry('groups/g', 'faqs'),
    ];
    expect(layerEntries(entries, LAYERS).map((e) => e.from)).toEqual(['groups/g/faqs']);
  });

  it('a page and a post may share an id: each kind is layered on its own', () => {
    const post = {
      ...entry('sites/s', 'about-us'),
      path: { layer: 'sites/s', kind: 'posts', id: 'about-us' },
      from: 'post',
    };
    expect(layerEntries([entry('defaults', 'about-us'), post], LAYERS).map((e) => e.from)).toEqual([
      'defaults/about-us',
      'post',
    ]);
  });

  it("ignores other sites' layers and sorts by id", () => {
    const entries = [entry('sites/other', 'about-us'), entry('defaults', 'warranty'), entry('defaults', 'about-us')];
    expect(layerEntries(entries, LAYERS).map((e) => e.from)).toEqual(['defaults/about-us', 'defaults/warranty']);
  });
});
