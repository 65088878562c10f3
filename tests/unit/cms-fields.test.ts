/**
 * The CMS's forms come from the schemas (issue 31: "generated from the same zod schemas … with field
 * labels and help from the schema's descriptions", "inherited values from defaults, manufacturer and
 * group files shown as such").
 */
import { describe, expect, it } from 'vitest';
import { cmsField, labelOf, type FieldContext, type JsonNode } from '../../src/lib/cms/fields.ts';
import { inheritedNote } from '../../src/lib/cms/inherited.ts';
import { optionSchemaAt, textMessage } from '../../src/lib/cms/messages.ts';
import { tenantSchema } from '../../src/lib/tenant/schema.ts';

const NONE: FieldContext = { message: () => undefined, inherited: () => undefined };

describe.each([
  ['openingHours', 'Opening hours'],
  ['dealershipId', 'Dealership ID'],
  ['url', 'URL'],
  ['byCarType', 'By car type'],
])('the label of %s', (name, label) => {
  it(`is "${label}"`, () => expect(labelOf(name)).toBe(label));
});

describe.each([
  [
    'text with a pattern: checked as typed, with the schema’s message',
    { type: 'string', pattern: '^\\d+$', description: 'Main phone.' },
    { widget: 'string', hint: 'Main phone.', pattern: ['^\\d+$', 'the message'] },
  ],
  ['a choice', { type: 'string', enum: ['Open', 'Closed'] }, { widget: 'select', options: ['Open', 'Closed'] }],
  [
    'a whole number',
    { type: 'integer', minimum: 0, maximum: 6 },
    { widget: 'number', value_type: 'int', min: 0, max: 6 },
  ],
  [
    'a yes/no option starts at the schema’s default',
    { type: 'boolean', default: true },
    { widget: 'boolean', default: true },
  ],
  ['a nullable option is edited as its value', { anyOf: [{ type: 'string' }, { type: 'null' }] }, { widget: 'string' }],
  [
    'a list of objects: collapsed, each item shown by its name',
    { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, slug: { type: 'string' } } } },
    { widget: 'list', collapsed: true, summary: '{{fields.name}}' },
  ],
  [
    'a list of dated entries is shown by date and status',
    { type: 'array', items: { type: 'object', properties: { date: { type: 'string' }, status: { type: 'string' } } } },
    { widget: 'list', summary: '{{fields.date}} {{fields.status}}' },
  ],
])('%s', (_rule, node, expected) => {
  it('becomes the matching CMS field', () => {
    const ctx = { ...NONE, message: () => 'the message' };
    expect(cmsField('option', node as JsonNode, [], ctx)).toMatchObject({
      label: 'Option',
      required: false,
      ...expected,
    });
  });
});

describe('required options', () => {
  const item = {
    type: 'object',
    properties: { date: { type: 'string' }, note: { type: 'string' } },
    required: ['date'],
  };
  it('inside a list item, what the schema requires is required', () => {
    const list = cmsField('specialHours', { type: 'array', items: item } as JsonNode, [], NONE);
    expect(list?.fields?.map((f) => [f.name, f.required])).toEqual([
      ['date', true],
      ['note', false],
    ]);
  });
  it('inside an optional object, nothing is required until it is filled in', () => {
    const object = cmsField('model', item as JsonNode, [], NONE);
    expect(object?.fields?.every((f) => !f.required)).toBe(true);
  });
  it('a map of free keys has no form: the file keeps it as it is', () => {
    expect(
      cmsField('byMake', { type: 'object', additionalProperties: { type: 'string' } } as JsonNode, [], NONE),
    ).toBeNull();
  });
});

describe.each([
  [['phone'], 'an Australian phone number like +61732001234 or 1300123456'],
  [['locations', 'specialHours', 'date'], 'a date like 2025-12-25'],
  [['locations', 'openingHours', 'open'], 'a 24-hour time like 08:30'],
])('the message for a bad %j', (path, message) => {
  it(`is the schema's "${message}"`, () => expect(textMessage(optionSchemaAt(tenantSchema, path))).toBe(message));
});

describe('what a site inherits', () => {
  const lower = {
    raw: { phone: '+61733951200', navigation: [{ label: 'Finance' }, { label: 'Service' }] },
    origins: new Map([
      ['phone', 'tenants/groups/harbour-motor-group.json'],
      ['navigation', 'tenants/_defaults.json'],
    ]),
  };
  it.each([
    [['phone'], undefined, 'Inherited from groups/harbour-motor-group.json: "+61733951200".'],
    [['navigation'], [], 'Inherited from _defaults.json: 2 entries (Finance, Service).'],
    [['hours', 'format'], '24h', 'Default: "24h".'],
    [['name'], undefined, undefined],
  ])('at %j', (path, schemaDefault, note) => {
    expect(inheritedNote(lower, path, schemaDefault)).toBe(note);
  });
});
