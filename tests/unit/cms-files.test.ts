/**
 * What a CMS save writes (issue 31: "saving writes exactly the file a developer would have written
 * (stable key order, the site's own layer only, $schema kept)"): the site's JSON layer and a
 * Markdown content file, from what the form sends back.
 */
import { describe, expect, it } from 'vitest';
import { layerFileText, mergeSiteLayer, type FormField } from '../../src/lib/cms/layer-file.ts';
import { markdownFileText } from '../../src/lib/cms/markdown-file.ts';

const FIELDS: FormField[] = [
  { name: 'name', widget: 'string' },
  { name: 'phone', widget: 'string' },
  {
    name: 'phones',
    widget: 'object',
    fields: [
      { name: 'override', widget: 'string' },
      { name: 'byCarType', widget: 'object', fields: [{ name: 'new', widget: 'string' }] },
    ],
  },
  {
    name: 'locations',
    widget: 'list',
    fields: [
      { name: 'id', widget: 'number' },
      { name: 'name', widget: 'string' },
      { name: 'primary', widget: 'boolean', default: false },
      { name: 'contact', widget: 'object', fields: [{ name: 'phone', widget: 'string' }] },
    ],
  },
  { name: 'navigation', widget: 'list', fields: [{ name: 'label', widget: 'string' }] },
  { name: 'search', widget: 'object', fields: [{ name: 'promoTiles', widget: 'list', fields: [] }] },
];

const SITE = {
  $schema: '../tenant.schema.json',
  name: 'Bayside Nissan',
  id: 5012,
  locations: [{ id: 301, name: 'Bayside Nissan', contact: { phone: '+61733901200', email: 'sales@example.com' } }],
  search: { soldDays: 3 },
};

describe.each([
  [
    'one value changed: the rest of the file as it was, in its order',
    SITE,
    { ...SITE, locations: [{ ...SITE.locations[0], contact: { phone: '+61733901299', email: 'sales@example.com' } }] },
    { ...SITE, locations: [{ ...SITE.locations[0], contact: { phone: '+61733901299', email: 'sales@example.com' } }] },
  ],
  [
    'options the form does not show are kept even when the CMS sends them back without them',
    SITE,
    { name: 'Bayside Nissan', locations: SITE.locations, search: {} },
    SITE,
  ],
  [
    'an option left empty is left out, so the site inherits it (no default copied in)',
    { ...SITE, phone: '+61733901200' },
    { ...SITE, phone: '', phones: { override: '', byCarType: { new: '' } }, navigation: [] },
    SITE,
  ],
  [
    'a new option goes after the file’s own, in the form’s order',
    SITE,
    { ...SITE, phones: { byCarType: { new: '+61733901210' } }, phone: '1300123456' },
    { ...SITE, phone: '1300123456', phones: { byCarType: { new: '+61733901210' } } },
  ],
  [
    'a list item keeps its own key order; a new option left at its default is not written',
    SITE,
    { ...SITE, locations: [{ contact: SITE.locations[0]!.contact, name: 'Bayside Nissan', id: 301, primary: false }] },
    SITE,
  ],
  [
    'an empty list the file had stays: it replaces an inherited one',
    { ...SITE, navigation: [] },
    { ...SITE, navigation: [] },
    { ...SITE, navigation: [] },
  ],
])('%s', (_rule, original, edited, expected) => {
  it('writes the file a developer would', () => {
    expect(layerFileText(mergeSiteLayer(original, edited, FIELDS))).toBe(layerFileText(expected));
  });
});

describe('a site file', () => {
  it('keeps $schema first, and gives a new file one', () => {
    const { $schema: _, ...withoutSchema } = SITE;
    expect(Object.keys(mergeSiteLayer(withoutSchema, { name: 'y' }, FIELDS))[0]).toBe('$schema');
    expect(mergeSiteLayer(null, { name: 'New Dealer' }, FIELDS)).toEqual({
      $schema: '../tenant.schema.json',
      name: 'New Dealer',
    });
  });

  it('is two-space JSON with a final newline, as every tenant file', () => {
    expect(layerFileText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
});

const OFFER_FIELDS: FormField[] = ['name', 'category', 'image', 'expiry', 'disclaimer'].map((name) => ({
  name,
  widget: 'string',
}));
const OFFER = `---
name: Navara SL from $52,990 drive away
category: Drive-away offer
expiry: 2027-06-30
excludedWebsiteIds: [5012]
disclaimer: >-
  Offer available on new Navara SL dual cab pick-up 4x4 automatic models (MY26) ordered and delivered
  between 1 October 2026 and 30 June 2027, or while stocks last.
---
The Navara SL dual cab 4x4 is ready for work.
`;
const DISCLAIMER =
  'Offer available on new Navara SL dual cab pick-up 4x4 automatic models (MY26) ordered and delivered between 1 October 2026 and 30 June 2027, or while stocks last.';
const BASE = { name: 'Navara SL from $52,990 drive away', category: 'Drive-away offer', expiry: '2027-06-30' };

describe.each([
  [
    'nothing changed: the file exactly as it was, its folded disclaimer and [5012] included',
    { ...BASE, excludedWebsiteIds: [1], disclaimer: DISCLAIMER },
    'The Navara SL dual cab 4x4 is ready for work.',
    OFFER,
  ],
  [
    'one field changed: only its line differs',
    { ...BASE, expiry: '2027-07-31', disclaimer: DISCLAIMER },
    'The Navara SL dual cab 4x4 is ready for work.\n',
    OFFER.replace('expiry: 2027-06-30', 'expiry: 2027-07-31'),
  ],
  [
    'a field emptied is left out; a new one goes after the file’s own',
    { name: BASE.name, category: '', expiry: BASE.expiry, image: '/images/offers/navara.svg', disclaimer: DISCLAIMER },
    'The Navara SL dual cab 4x4 is ready for work.',
    OFFER.replace('category: Drive-away offer\n', '').replace('---\nThe', 'image: /images/offers/navara.svg\n---\nThe'),
  ],
])('%s', (_rule, edited, body, expected) => {
  it('writes the file a developer would', () => {
    expect(markdownFileText(OFFER, edited, body, OFFER_FIELDS)).toBe(expected);
  });
});

describe('a new Markdown file', () => {
  it('is the form’s fields in order, a long text folded with >- at 100 characters', () => {
    const text = markdownFileText(
      null,
      { disclaimer: DISCLAIMER, name: 'Saturday service', category: '' },
      'Body',
      OFFER_FIELDS,
    );
    expect(text).toBe(`---
name: Saturday service
disclaimer: >-
  Offer available on new Navara SL dual cab pick-up 4x4 automatic models (MY26) ordered and
  delivered between 1 October 2026 and 30 June 2027, or while stocks last.
---
Body
`);
  });
});
