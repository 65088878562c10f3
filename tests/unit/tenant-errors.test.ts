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

/** Resolves the site "x" over a Kia manufacturer file and a group file, then parses it. */
function errorsFor(layers: { site?: object; group?: object; kia?: object; defaults?: object }): string[] {
  const library: TenantLibrary = {
    defaults: { file: 'tenants/_defaults.json', data: layers.defaults ?? {} },
    manufacturers: new Map([['kia', { file: KIA, data: { make: 'Kia', ...layers.kia } }]]),
    groups: new Map([['harbour', { file: GROUP, data: layers.group ?? {} }]]),
  };
  const site: LayerSource = { file: SITE, data: { ...MINIMAL, manufacturers: ['kia'], group: 'harbour', ...layers.site } };
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
    ['the example of the brief', { site: { search: { soldDays: 'three' } } }, `${SITE}: search.soldDays: expected a number from 0 to 14, found "three"`],
    ['a number out of range (spec: 0 to 14 days)', { site: { search: { soldDays: 15 } } }, `${SITE}: search.soldDays: expected a number from 0 to 14, found 15`],
    ['a default sort that is not a sort option', { site: { search: { sortOptions: twoSorts, defaultSort: 'cheap' } } }, `${SITE}: search.defaultSort: expected one of "relevance", "latest", found "cheap"`],
    ['a wrong enum value', { site: { stockCategories: ['cars', 'boats'] } }, `${SITE}: stockCategories[1]: expected one of "cars", "trucks", "motorcycles", "caravans", found "boats"`],
    ['an unknown key, with the likely meant one', { site: { search: { soldDay: 3 } } }, `${SITE}: search.soldDay: expected a known option (did you mean "soldDays"?), found unknown option "soldDay"`],
    ['an unknown key in a small object', { site: { finance: { rate: 8.5 } } }, `${SITE}: finance.rate: expected one of the options "provider", "calculator", "estimatePanel", "disclaimer", "comparisonRateExample", found unknown option "rate"`],
    ['a bad hex colour', { site: { theme: { colours: { primary: 'red' } } } }, `${SITE}: theme.colours.primary: expected a hex colour like #1a2b3c, found "red"`],
    ['a short hex colour', { site: { theme: { colours: { accent: '#fff' } } } }, `${SITE}: theme.colours.accent: expected a hex colour like #1a2b3c, found "#fff"`],
    ['a missing required field', { site: { name: undefined } }, `${SITE}: name: expected a string, found nothing`],
    ['a missing field inside a list item', { site: { navigation: [{ label: 'Finance' }] } }, `${SITE}: navigation[0].href: expected a link like /finance, #finance-calculator or https://…, found nothing`],
    ['a wrong type', { site: { features: { reservation: 'yes' } } }, `${SITE}: features.reservation: expected true or false, found "yes"`],
    ['a card button to a page the site does not build', { site: { search: { cardButtons: ['enquire', 'reserve-now'] } } }, `${SITE}: search.cardButtons[1]: expected a button whose page the site builds ("reserve-now" needs features.reservation), found "reserve-now"`],
    ['gated routes without sign-in', { site: { features: { gatedRoutes: ['checkout'] } } }, `${SITE}: features.gatedRoutes: expected no gated routes while features.signIn is false, found ["checkout"]`],
  ])('%s', (_name, layers, expected) => {
    expect(errorsFor(layers)).toEqual([expected]);
  });
});

describe('the file named is the one that holds the bad value', () => {
  it.each([
    ['a group value', { group: { theme: { colours: { accent: '#12345' } } } }, `${GROUP}: theme.colours.accent: expected a hex colour like #1a2b3c, found "#12345"`],
    ['a manufacturer value', { kia: { texts: { newTag: 5 } } }, `${KIA}: texts.newTag: expected a string, found 5`],
    ['a defaults value', { defaults: { finance: { calculator: { defaultInterestRate: 'ten' } } } }, 'tenants/_defaults.json: finance.calculator.defaultInterestRate: expected a percentage from 0.5 to 30, found "ten"'],
    ['an unknown key in a manufacturer file', { kia: { textz: {} } }, `${KIA}: textz: expected a known option (did you mean "texts"?), found unknown option "textz"`],
    ['a list replaced by the site', { group: { search: { excludedMakes: ['RAM'] } }, site: { search: { excludedMakes: [''] } } }, `${SITE}: search.excludedMakes[0]: expected a non-empty string, found ""`],
  ])('%s', (_name, layers, expected) => {
    expect(errorsFor(layers)).toEqual([expected]);
  });

  it('a bad group value the site overrides is no error', () => {
    expect(errorsFor({ group: { theme: { colours: { accent: '#12345' } } }, site: { theme: { colours: { accent: '#123456' } } } })).toEqual([]);
  });
});

describe('invalid JSON names the file, line and column', () => {
  it.each([
    ['a trailing comma', '{\n  "name": "X",\n}', `${SITE}: invalid JSON at line 3, column 1: Expected double-quoted property name`],
    ['a missing comma', '{\n  "name": "X"\n  "id": 1\n}', `${SITE}: invalid JSON at line 3, column 3: Expected ',' or '}' after property value`],
    ['an empty file', '', `${SITE}: invalid JSON at line 1, column 1: the file ends too early`],
  ])('%s', (_name, text, expected) => {
    expect(parseLayerText(SITE, text)).toEqual({ file: SITE, error: expected });
  });

  it('fails a site that uses the broken group with the group file named', () => {
    const broken = parseLayerText(GROUP, '{ "texts": { "newTag": "New" } ');
    const library: TenantLibrary = { defaults: null, manufacturers: new Map(), groups: new Map([['harbour', broken]]) };
    const result = resolveTenantLayers('x', { file: SITE, data: { ...MINIMAL, group: 'harbour' } }, library);
    expect(result).toEqual({ ok: false, errors: [`${GROUP}: invalid JSON at line 1, column 32: Expected ',' or '}' after property value`] });
  });

  it('refuses a file that is not an object', () => {
    const result = resolveTenantLayers('x', { file: SITE, data: [MINIMAL] }, { defaults: null, manufacturers: new Map(), groups: new Map() });
    expect(result).toEqual({ ok: false, errors: [`${SITE}: (top level): expected an object of options ({ … }), found a list`] });
  });
});
