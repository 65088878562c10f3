// Issue 35, "Mapped imports": which column or element is which field, and the conversions on the way
// ("Automatic" → automatic, km or miles, prices with or without GST, dates in dd/mm/yyyy, images as
// a separator-joined list or repeated elements). Each case is a feed value and what it becomes.
import { describe, expect, it } from 'vitest';
import { convertValue } from '../../src/lib/stock/convert.ts';
import { stockFeedSchema, type FieldMapping } from '../../src/lib/stock/feed-options.ts';
import { FEED_FIELDS } from '../../src/lib/stock/feed-constants.ts';
import { createFeedRecordSchema } from '../../src/lib/stock/feed.ts';
import { createFeedImporter } from '../../src/lib/stock/mapped-feed.ts';
import { mapRecord, readPath } from '../../src/lib/stock/mapping.ts';

type Rule = Exclude<FieldMapping, string>;

describe('convertValue', () => {
  it.each<[string, unknown, Rule, string, unknown]>([
    [
      'a word mapped, ignoring case and spaces',
      ' AUTO ',
      { values: { Auto: 'Automatic' } },
      'simple_transmission',
      'Automatic',
    ],
    ['"Automatic" → automatic', 'Automatic', { values: { automatic: 'automatic' } }, 'trans', 'automatic'],
    ['a word not listed passes through', 'CVT', { values: { Auto: 'Automatic' } }, 'trans', 'CVT'],
    ['a word to a number', 'POA', { values: { POA: 0 }, gst: 'excluded' }, 'price', 0],
    ['kilometres stay', '61,250', { unit: 'km' }, 'km', '61,250'],
    ['miles to kilometres', '10,000', { unit: 'miles' }, 'km', 16093],
    ['miles as a number', 100, { unit: 'miles' }, 'km', 161],
    ['a price including GST stays', '$45,990', { gst: 'included' }, 'price', '$45,990'],
    ['a price excluding GST gets 10 %', '22,718', { gst: 'excluded' }, 'price', 24990],
    ['a price excluding GST, rounded to the dollar', '30,899', { gst: 'excluded' }, 'price', 33989],
    ['dd/mm/yyyy', '22/11/2026', { date: 'dd/mm/yyyy' }, 'created_at', '2026-11-22'],
    ['d/m/yyyy', '2/3/2026', { date: 'dd/mm/yyyy' }, 'created_at', '2026-03-02'],
    ['dd/mm/yyyy with a time', '22/11/2026 14:05', { date: 'dd/mm/yyyy' }, 'created_at', '2026-11-22T14:05:00'],
    ['mm/dd/yyyy', '11/22/2026', { date: 'mm/dd/yyyy' }, 'created_at', '2026-11-22'],
    ['yyyy-mm-dd', '2026-11-22', { date: 'yyyy-mm-dd' }, 'created_at', '2026-11-22'],
    ['images joined with |', 'a.jpg| b.jpg ||c.jpg', { separator: '|' }, 'images', ['a.jpg', 'b.jpg', 'c.jpg']],
    ['repeated elements are a list', ['a.jpg', 'b.jpg'], {}, 'images', ['a.jpg', 'b.jpg']],
    ['one element of a list field is a list of one', 'a.jpg', {}, 'images', ['a.jpg']],
    [
      'repeated elements for a text field are joined',
      ['One owner', 'Tow bar'],
      { separator: '|' },
      'dealercomments',
      'One owner|Tow bar',
    ],
    ['blank becomes the default', '  ', { default: 'used' }, 'car_type', 'used'],
    ['blank without a default is null', '', {}, 'badge', null],
    ['a constant', undefined, { value: true }, 'show_on_dealer_website', true],
  ])('%s', (_name, raw, rule, target, expected) => {
    expect(convertValue(raw, rule, target)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, unknown, Rule, string]>([
    ['31 November', '31/11/2026', { date: 'dd/mm/yyyy' }, 'expected a date like 22/11/2026, found "31/11/2026"'],
    [
      'month-first read day-first',
      '11/22/2026',
      { date: 'dd/mm/yyyy' },
      'expected a date like 22/11/2026, found "11/22/2026"',
    ],
    ['a two-digit year', '22/11/26', { date: 'dd/mm/yyyy' }, 'expected a date like 22/11/2026, found "22/11/26"'],
    [
      '25 o’clock',
      '22/11/2026 25:00',
      { date: 'dd/mm/yyyy' },
      'expected a date like 22/11/2026, found "22/11/2026 25:00"',
    ],
    ['miles that are not a number', 'lots', { unit: 'miles' }, 'expected a distance in miles, found "lots"'],
    ['a price that is not a number', 'POA', { gst: 'excluded' }, 'expected a price, found "POA"'],
  ])('refuses %s', (_name, raw, rule, reason) => {
    expect(convertValue(raw, rule, 'x')).toEqual({ ok: false, reason });
  });
});

const xmlCar = {
  '@id': '91001',
  Make: 'Ford',
  Odometer: { '@unit': 'km', '#text': '12' },
  Photos: { Photo: [{ '@url': '/1.jpg' }, { '@url': '/2.jpg' }] },
  Features: { Feature: 'Tow bar' },
};

describe('readPath', () => {
  it.each<[string, unknown, string, unknown]>([
    ['a CSV column', { 'Price (inc GST)': '1' }, 'Price (inc GST)', '1'],
    ['a column whose name has a slash', { 'Make/Model': 'x' }, 'Make/Model', 'x'],
    ['an attribute', xmlCar, '@id', '91001'],
    ['an element with attributes, as its whole', xmlCar, 'Odometer', { '@unit': 'km', '#text': '12' }],
    ['attributes of repeated elements', xmlCar, 'Photos/Photo/@url', ['/1.jpg', '/2.jpg']],
    ['a single element', xmlCar, 'Features/Feature', 'Tow bar'],
    ['a path that is not there', xmlCar, 'Photos/Video', undefined],
    ['a missing element', xmlCar, 'Model', undefined],
  ])('%s', (_name, record, path, expected) => {
    expect(readPath(record, path)).toEqual(expected);
  });
});

describe('mapRecord', () => {
  it('maps columns to fields (nested ones too), reads element text, and makes the slug', () => {
    const fields = {
      id: '@id',
      make: 'Make',
      model: { value: 'Ranger' },
      year: { value: 2026 },
      km: { from: 'Odometer', unit: 'km' },
      images: 'Photos/Photo/@url',
      'location.id': { value: 1201 },
    } as const;
    expect(mapRecord(xmlCar, fields)).toEqual({
      ok: true,
      record: {
        id: '91001',
        make: 'Ford',
        model: 'Ranger',
        year: 2026,
        km: '12',
        images: ['/1.jpg', '/2.jpg'],
        location: { id: 1201 },
        slug: '2026-ford-ranger-91001',
      },
    });
  });

  it('leaves a canonical record as it is when nothing is mapped', () => {
    expect(mapRecord({ id: 1, slug: 'a' }, {})).toEqual({ ok: true, record: { id: 1, slug: 'a' } });
  });

  it('names the field whose conversion failed', () => {
    expect(mapRecord({ In: '31/11/2026' }, { created_at: { from: 'In', date: 'dd/mm/yyyy' } })).toEqual({
      ok: false,
      field: 'created_at',
      reason: 'expected a date like 22/11/2026, found "31/11/2026"',
    });
  });
});

const CSV_FIELDS = {
  id: 'StockID',
  car_type: 'Condition',
  status: { from: 'Status', values: { Available: 'in_stock' } },
  year: 'Year',
  make: 'Make',
  model: 'Model',
  price: { from: 'Price', gst: 'excluded' },
  show_on_dealer_website: { value: true },
};
const row = (id: string, extra: Record<string, string> = {}) => ({
  StockID: id,
  Condition: 'Used',
  Status: 'Available',
  Year: '2021',
  Make: 'Toyota',
  Model: 'HiLux',
  Price: '40,000',
  ...extra,
});

describe('createFeedImporter', () => {
  const now = new Date('2026-11-25T00:00:00Z');

  it('turns rows into cars and skips a bad one with its id and reason, never the rest', () => {
    const options = stockFeedSchema.parse({ fields: CSV_FIELDS });
    const importer = createFeedImporter(options, now);
    for (const raw of [row('1'), row('2', { Price: 'POA' }), row('3', { Model: '' })]) importer.add(raw);
    const result = importer.result();
    expect(result.vehicles.map((v) => [v.id, v.slug, v.price, v.car_type, v.status])).toEqual([
      [1, '2021-toyota-hilux-1', 44000, 'used', 'in_stock'],
    ]);
    expect(result.skipped).toEqual([
      { index: 1, recordId: '2', field: 'price', reason: 'expected a price, found "POA"' },
      { index: 2, recordId: '3', field: 'model', reason: 'is required but missing' },
    ]);
    expect(result.records).toBe(3);
  });

  it('in a delta feed, collects the records marked as removals by their ids', () => {
    const options = stockFeedSchema.parse({
      mode: 'delta',
      fields: CSV_FIELDS,
      removal: { from: 'Action', values: ['D'] },
    });
    const importer = createFeedImporter(options, now);
    for (const raw of [row('1', { Action: 'U' }), { StockID: '2', Action: 'd' }, { Action: 'D' }]) importer.add(raw);
    const result = importer.result();
    expect(result.vehicles.map((v) => v.id)).toEqual([1]);
    expect(result.removals).toEqual([2]);
    expect(result.skipped).toEqual([
      { index: 2, recordId: '#2', field: 'id', reason: 'a removal needs the id of its car' },
    ]);
  });
});

describe('stockFeedSchema', () => {
  it('has the defaults the issue names: a full feed, 25 % removal share, 90 days of redirects', () => {
    const options = stockFeedSchema.parse(undefined);
    expect(options.mode).toBe('full');
    expect(options.guard).toEqual({ maxRemovedShare: 0.25, makeMinimum: 3, acceptRemovals: false });
    expect(options.redirectDays).toBe(90);
  });

  it('refuses a mapping to a field the feed does not have', () => {
    const parsed = stockFeedSchema.safeParse({ fields: { colour: 'Colour', odometer: 'Odometer' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['fields', 'odometer'],
      message: expect.stringContaining('a field of the stock feed'),
    });
  });
});

it('a mapping may name exactly the fields the canonical feed has', () => {
  expect(Object.keys(createFeedRecordSchema(2027).in.shape)).toEqual([...FEED_FIELDS]);
});
