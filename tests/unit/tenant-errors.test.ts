// DESIGN.md: friendly errors "that name the file, the JSON path, what was expected and what was found".
import { describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/lib/tenant/parse.ts';
import { parseLayerText } from '../../src/lib/tenant/json.ts';
import { resolveTenantLayers, type TenantLibrary } from '../../src/lib/tenant/resolve.ts';
import type { LayerSource } from '../../src/lib/tenant/json.ts';

const SITE = 'tenants/sites/x.json';
const GROUP = 'tenants/groups/harbour.json';
const KIA = 'tenants/manufacturers/kia.json';
const MINIMAL = { name: 'X Motors', id: 7, url: 'https://x.example' };

/** A valid location with `extra` on top. */
function location(extra: object) {
  return {
    id: 1,
    slug: 'x-motors',
    name: 'X Motors',
    dealershipId: 1,
    contact: { phone: '+61733951200' },
    address: { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
    ...extra,
  };
}

/** Resolves the site "x" over a Kia manufacturer file and a group file, then parses it. */
function errorsFor(layers: { site?: object; group?: object; kia?: object; defaults?: object }): string[] {
  const library: TenantLibrary = {
    defaults: { file: 'tenants/_defaults.json', data: layers.defaults ?? {} },
    manufacturers: new Map([['kia', { file: KIA, data: { make: 'Kia', ...layers.kia } }]]),
    groups: new Map([['harbour', { file: GROUP, data: layers.group ?? {} }]]),
  };
  const site: LayerSource = {
    file: SITE,
    data: { ...MINIMAL, manufacturers: ['kia'], group: 'harbour', ...layers.site },
  };
  const resolved = resolveTenantLayers('x', site, library);
  if (!resolved.ok) return resolved.errors;
  const parsed = parseTenant(resolved.raw, resolved.sources);
  return parsed.ok ? [] : parsed.errors;
}

describe('friendly error lines: file, path, expected, found', () => {
  const twoSorts = [
    { slug: 'relevance', label: 'Most relevant', sortKey: null },
    { slug: 'latest', label: 'Latest', sortKey: 'created_at_timestamp:desc' },
  ];

  it.each([
    [
      'the example of the brief',
      { site: { search: { soldDays: 'three' } } },
      `${SITE}: search.soldDays: expected a number from 0 to 14, found "three"`,
    ],
    [
      'a number out of range (spec: 0 to 14 days)',
      { site: { search: { soldDays: 15 } } },
      `${SITE}: search.soldDays: expected a number from 0 to 14, found 15`,
    ],
    [
      'a default sort that is not a sort option',
      { site: { search: { sortOptions: twoSorts, defaultSort: 'cheap' } } },
      `${SITE}: search.defaultSort: expected one of "relevance", "latest", found "cheap"`,
    ],
    [
      'a wrong enum value',
      { site: { stockCategories: ['cars', 'boats'] } },
      `${SITE}: stockCategories[1]: expected one of "cars", "trucks", "motorcycles", "caravans", found "boats"`,
    ],
    [
      'an unknown key, with the likely meant one',
      { site: { search: { soldDay: 3 } } },
      `${SITE}: search.soldDay: expected a known option (did you mean "soldDays"?), found unknown option "soldDay"`,
    ],
    [
      'an unknown key in a small object',
      { site: { finance: { rate: 8.5 } } },
      `${SITE}: finance.rate: expected one of the options "provider", "calculator", "estimatePanel", "disclaimer", "comparisonRateExample", found unknown option "rate"`,
    ],
    [
      'a bad hex colour',
      { site: { theme: { colours: { primary: 'red' } } } },
      `${SITE}: theme.colours.primary: expected a hex colour like #1a2b3c, found "red"`,
    ],
    [
      'a short hex colour',
      { site: { theme: { colours: { accent: '#fff' } } } },
      `${SITE}: theme.colours.accent: expected a hex colour like #1a2b3c, found "#fff"`,
    ],
    // WCAG 1.4.3: #777777 on white is 4.48:1, just short of 4.5.
    [
      'text too pale to read',
      { site: { theme: { colours: { text: '#777777', surface: '#ffffff' } } } },
      `${SITE}: theme.colours.text: expected a colour with contrast of at least 4.5:1 on background (#ffffff), not 4.48:1, found "#777777"`,
    ],
    [
      'an unknown font',
      { site: { theme: { font: 'comic-sans' } } },
      `${SITE}: theme.font: expected one of system, inter, source-sans-3, montserrat, found "comic-sans"`,
    ],
    ['a missing required field', { site: { name: undefined } }, `${SITE}: name: expected a string, found nothing`],
    [
      'a missing field inside a list item',
      { site: { navigation: [{ label: 'Finance' }] } },
      `${SITE}: navigation[0].href: expected a link like /finance, #finance-calculator or https://…, found nothing`,
    ],
    [
      'a wrong type',
      { site: { features: { reservation: 'yes' } } },
      `${SITE}: features.reservation: expected true or false, found "yes"`,
    ],
    [
      'a card button to a page the site does not build',
      { site: { search: { cardButtons: ['enquire', 'reserve-now'] } } },
      `${SITE}: search.cardButtons[1]: expected a button whose page the site builds ("reserve-now" needs features.reservation), found "reserve-now"`,
    ],
    [
      'gated routes without sign-in',
      { site: { features: { gatedRoutes: ['checkout'] } } },
      `${SITE}: features.gatedRoutes: expected no gated routes while features.signIn is false, found ["checkout"]`,
    ],
    [
      'an unknown weekday',
      { site: { locations: [location({ openingHours: [{ weekday: 7, status: 'Closed' }] })] } },
      `${SITE}: locations[0].openingHours[0].weekday: expected a weekday number (0 Sunday) from 0 to 6, found 7`,
    ],
    [
      'a weekday named rather than numbered',
      { site: { locations: [location({ openingHours: [{ weekday: 'Monday', status: 'Closed' }] })] } },
      `${SITE}: locations[0].openingHours[0].weekday: expected a weekday number (0 Sunday) from 0 to 6, found "Monday"`,
    ],
    [
      'a weekday given twice',
      {
        site: {
          locations: [
            location({
              openingHours: [
                { weekday: 1, status: 'Closed' },
                { weekday: 1, status: 'Closed' },
              ],
            }),
          ],
        },
      },
      `${SITE}: locations[0].openingHours[1].weekday: expected a weekday no other entry of this location uses, found 1`,
    ],
    [
      'close before open',
      {
        site: {
          locations: [location({ openingHours: [{ weekday: 1, status: 'Open', open: '17:30', close: '08:00' }] })],
        },
      },
      `${SITE}: locations[0].openingHours[0].close: expected a time after the opening time 17:30, found "08:00"`,
    ],
    [
      'special hours ending before they start',
      {
        site: {
          locations: [
            location({ specialHours: [{ date: '2026-12-24', status: 'Open', startHour: '13:00', endHour: '09:00' }] }),
          ],
        },
      },
      `${SITE}: locations[0].specialHours[0].endHour: expected a time after the opening time 13:00, found "09:00"`,
    ],
    [
      'an unknown time zone',
      { site: { locations: [location({ timeZone: 'Australia/Gold_Coast' })] } },
      `${SITE}: locations[0].timeZone: expected an IANA time zone like Australia/Sydney, found "Australia/Gold_Coast"`,
    ],
    [
      'a special-hours date that is not a date',
      { site: { locations: [location({ specialHours: [{ date: '25/12/2026', status: 'Closed' }] })] } },
      `${SITE}: locations[0].specialHours[0].date: expected a date like 2025-12-25, found "25/12/2026"`,
    ],
    [
      'a special-hours date that is not on the calendar',
      { site: { locations: [location({ specialHours: [{ date: '2026-02-30', status: 'Closed' }] })] } },
      `${SITE}: locations[0].specialHours[0].date: expected a real calendar date like 2025-12-25, found "2026-02-30"`,
    ],
    [
      'a locations block filter that is neither a kind nor an id',
      { site: { locationsBlock: { filter: 'showroom' } } },
      `${SITE}: locationsBlock.filter: expected one of "primary", "sales", "service", "parts", "service-and-parts", "all", or a location id, found "showroom"`,
    ],
    [
      'the feature flag closedByAppointment, now an hours option',
      { site: { features: { closedByAppointment: true } } },
      `${SITE}: features.closedByAppointment: expected a known option (see tenants/tenant.schema.json), found unknown option "closedByAppointment"`,
    ],
  ])('%s', (_name, layers, expected) => {
    expect(errorsFor(layers)).toEqual([expected]);
  });
});

describe('the file named is the one that holds the bad value', () => {
  it.each([
    [
      'a group value',
      { group: { theme: { colours: { accent: '#12345' } } } },
      `${GROUP}: theme.colours.accent: expected a hex colour like #1a2b3c, found "#12345"`,
    ],
    ['a manufacturer value', { kia: { texts: { newTag: 5 } } }, `${KIA}: texts.newTag: expected a string, found 5`],
    [
      'a defaults value',
      { defaults: { finance: { calculator: { defaultInterestRate: 'ten' } } } },
      'tenants/_defaults.json: finance.calculator.defaultInterestRate: expected a percentage from 0.5 to 30, found "ten"',
    ],
    [
      'an unknown key in a manufacturer file',
      { kia: { textz: {} } },
      `${KIA}: textz: expected a known option (did you mean "texts"?), found unknown option "textz"`,
    ],
    [
      'a list replaced by the site',
      { group: { search: { excludedMakes: ['RAM'] } }, site: { search: { excludedMakes: [''] } } },
      `${SITE}: search.excludedMakes[0]: expected a non-empty string, found ""`,
    ],
  ])('%s', (_name, layers, expected) => {
    expect(errorsFor(layers)).toEqual([expected]);
  });

  it('a bad group value the site overrides is no error', () => {
    expect(
      errorsFor({
        group: { theme: { colours: { accent: '#12345' } } },
        site: { theme: { colours: { accent: '#123456' } } },
      }),
    ).toEqual([]);
  });
});

describe('invalid JSON names the file, line and column', () => {
  it.each([
    [
      'a trailing comma',
      '{\n  "name": "X",\n}',
      `${SITE}: invalid JSON at line 3, column 1: Expected double-quoted property name`,
    ],
    [
      'a missing comma',
      '{\n  "name": "X"\n  "id": 1\n}',
      `${SITE}: invalid JSON at line 3, column 3: Expected ',' or '}' after property value`,
    ],
    ['an empty file', '', `${SITE}: invalid JSON at line 1, column 1: the file ends too early`],
  ])('%s', (_name, text, expected) => {
    expect(parseLayerText(SITE, text)).toEqual({ file: SITE, error: expected });
  });

  it('fails a site that uses the broken group with the group file named', () => {
    const broken = parseLayerText(GROUP, '{ "texts": { "newTag": "New" } ');
    const library: TenantLibrary = { defaults: null, manufacturers: new Map(), groups: new Map([['harbour', broken]]) };
    const result = resolveTenantLayers('x', { file: SITE, data: { ...MINIMAL, group: 'harbour' } }, library);
    expect(result).toEqual({
      ok: false,
      errors: [`${GROUP}: invalid JSON at line 1, column 32: Expected ',' or '}' after property value`],
    });
  });

  it('refuses a file that is not an object', () => {
    const result = resolveTenantLayers(
      'x',
      { file: SITE, data: [MINIMAL] },
      { defaults: null, manufacturers: new Map(), groups: new Map() },
    );
    expect(result).toEqual({
      ok: false,
      errors: [`${SITE}: (top level): expected an object of options ({ … }), found a list`],
    });
  });
});
