// DESIGN.md: "Objects deep-merge; arrays replace", layers "defaults < manufacturer < group < site".
import { describe, expect, it } from 'vitest';
import { resolveTenantLayers, type TenantLibrary } from '../../src/lib/tenant/resolve.ts';
import { deepMerge } from '../../src/lib/tenant/merge.ts';
import type { LayerSource } from '../../src/lib/tenant/json.ts';

const SITE = 'tenants/sites/demo-motors.json';
const site = (data: Record<string, unknown>): LayerSource => ({
  file: SITE,
  data: { name: 'Demo Motors', id: 1, url: 'https://demo.example', ...data },
});
const manufacturer = (slug: string, data: Record<string, unknown>): [string, LayerSource] => [
  slug,
  { file: `tenants/manufacturers/${slug}.json`, data },
];
const library = (parts: Partial<TenantLibrary> = {}): TenantLibrary => ({
  defaults: null,
  manufacturers: new Map(),
  groups: new Map(),
  ...parts,
});

function resolvedRaw(slug: string, siteLayer: LayerSource, lib: TenantLibrary) {
  const result = resolveTenantLayers(slug, siteLayer, lib);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.raw;
}

describe('deepMerge', () => {
  it.each([
    [
      'objects deep-merge',
      { texts: { newTag: 'New', soldTag: 'JUST SOLD' } },
      { texts: { newTag: 'JUST ARRIVED' } },
      { texts: { newTag: 'JUST ARRIVED', soldTag: 'JUST SOLD' } },
    ],
    [
      'arrays replace',
      { search: { excludedMakes: ['Suzuki', 'RAM'] } },
      { search: { excludedMakes: ['RAM'] } },
      { search: { excludedMakes: ['RAM'] } },
    ],
    [
      'arrays of objects replace, never merge by index',
      { locations: [{ id: 1, name: 'A' }, { id: 2 }] },
      { locations: [{ id: 3 }] },
      { locations: [{ id: 3 }] },
    ],
    ['an empty array replaces too', { franchiseMakes: ['Nissan'] }, { franchiseMakes: [] }, { franchiseMakes: [] }],
    [
      'undefined is ignored',
      { search: { soldDays: 3 } },
      { search: { soldDays: undefined } },
      { search: { soldDays: 3 } },
    ],
    [
      'undefined inside a new object is dropped',
      {},
      { phones: { override: undefined, defaults: {} } },
      { phones: { defaults: {} } },
    ],
    [
      'null replaces',
      { finance: { provider: 'Angle Finance' } },
      { finance: { provider: null } },
      { finance: { provider: null } },
    ],
    ['an object replaces a scalar', { theme: 'dark' }, { theme: { colours: {} } }, { theme: { colours: {} } }],
    ['new keys are added', { a: 1 }, { b: { c: 2 } }, { a: 1, b: { c: 2 } }],
  ])('%s', (_name, base, override, expected) => {
    expect(deepMerge(base, override)).toEqual(expected);
  });

  it('changes neither input and shares nothing with them', () => {
    const base = { texts: { newTag: 'New' }, locations: [{ id: 1 }] };
    const override = { texts: { soldTag: 'SOLD' }, search: { excludedMakes: ['RAM'] } };
    const before = structuredClone({ base, override });
    const merged = deepMerge(base, override) as typeof base & typeof override;
    merged.texts.newTag = 'changed';
    merged.locations[0]!.id = 99;
    merged.search.excludedMakes.push('Suzuki');
    expect({ base, override }).toEqual(before);
  });
});

describe('layer order: defaults < manufacturer < group < site', () => {
  const layersSetting = (newTag: { defaults?: string; manufacturer?: string; group?: string; site?: string }) => {
    const lib = library({
      defaults: { file: 'tenants/_defaults.json', data: newTag.defaults ? { texts: { newTag: newTag.defaults } } : {} },
      manufacturers: new Map([
        manufacturer('kia', { make: 'Kia', texts: newTag.manufacturer ? { newTag: newTag.manufacturer } : {} }),
      ]),
      groups: new Map([
        [
          'harbour',
          { file: 'tenants/groups/harbour.json', data: newTag.group ? { texts: { newTag: newTag.group } } : {} },
        ],
      ]),
    });
    const raw = resolvedRaw(
      'demo-motors',
      site({ manufacturers: ['kia'], group: 'harbour', ...(newTag.site ? { texts: { newTag: newTag.site } } : {}) }),
      lib,
    );
    return (raw.texts as { newTag?: string } | undefined)?.newTag;
  };

  it.each([
    ['defaults only', { defaults: 'New' }, 'New'],
    ['manufacturer beats defaults', { defaults: 'New', manufacturer: 'JUST ARRIVED' }, 'JUST ARRIVED'],
    ['group beats manufacturer', { defaults: 'New', manufacturer: 'JUST ARRIVED', group: 'Fresh' }, 'Fresh'],
    ['site beats group', { defaults: 'New', manufacturer: 'JUST ARRIVED', group: 'Fresh', site: 'Just in' }, 'Just in'],
    ['site beats manufacturer without a group value', { manufacturer: 'JUST ARRIVED', site: 'Just in' }, 'Just in'],
  ])('%s', (_name, setBy, expected) => {
    expect(layersSetting(setBy)).toBe(expected);
  });
});

describe('two manufacturers', () => {
  const lib = library({
    manufacturers: new Map([
      manufacturer('nissan', {
        make: 'Nissan',
        theme: { colours: { primary: '#c3002f' } },
        texts: { soldTag: 'SOLD' },
      }),
      manufacturer('kia', {
        make: 'Kia',
        theme: { colours: { primary: '#05141f' } },
        texts: { newTag: 'JUST ARRIVED' },
      }),
      manufacturer('jayco', { make: 'Jayco', category: 'caravans' }),
    ]),
  });

  it('apply in the order the site lists them: the later one wins, the rest still merge', () => {
    const raw = resolvedRaw('demo-motors', site({ manufacturers: ['nissan', 'kia'] }), lib);
    expect(raw.theme).toEqual({ colours: { primary: '#05141f' } });
    expect(raw.texts).toEqual({ soldTag: 'SOLD', newTag: 'JUST ARRIVED' });
  });

  it.each([
    [
      'both makes, in the site order',
      { manufacturers: ['kia', 'nissan'] },
      { franchiseMakes: ['Kia', 'Nissan'], manufacturer: null, stockCategories: ['cars'] },
    ],
    [
      'one make names the manufacturer',
      { manufacturers: ['nissan'] },
      { franchiseMakes: ['Nissan'], manufacturer: 'Nissan', stockCategories: ['cars'] },
    ],
    [
      'categories follow the makes',
      { manufacturers: ['jayco', 'kia'] },
      { franchiseMakes: ['Jayco', 'Kia'], manufacturer: null, stockCategories: ['cars', 'caravans'] },
    ],
    [
      'the site can still set them',
      { manufacturers: ['nissan', 'kia'], franchiseMakes: ['Nissan'] },
      { franchiseMakes: ['Nissan'], manufacturer: null, stockCategories: ['cars'] },
    ],
    [
      'no manufacturers: nothing derived',
      {},
      { franchiseMakes: undefined, manufacturer: undefined, stockCategories: undefined },
    ],
  ])('identity: %s', (_name, siteData, expected) => {
    const raw = resolvedRaw('demo-motors', site(siteData), lib);
    expect({
      franchiseMakes: raw.franchiseMakes,
      manufacturer: raw.manufacturer,
      stockCategories: raw.stockCategories,
    }).toEqual(expected);
  });

  it("keeps each manufacturer's `make` out of the merged options", () => {
    const raw = resolvedRaw('demo-motors', site({ manufacturers: ['nissan', 'kia'] }), lib);
    expect(raw).not.toHaveProperty('make');
    expect(raw).not.toHaveProperty('category');
  });
});

describe('resolution errors', () => {
  const lib = library({
    manufacturers: new Map([manufacturer('nissan', { make: 'Nissan' }), manufacturer('nameless', { theme: {} })]),
    groups: new Map([['pushy', { file: 'tenants/groups/pushy.json', data: { manufacturers: ['nissan'] } }]]),
  });

  it.each([
    [
      'an unknown manufacturer',
      { manufacturers: ['nissan', 'nisan'] },
      `${SITE}: manufacturers[1]: expected the name of a file in manufacturers/ ("nameless", "nissan"), found "nisan"`,
    ],
    [
      'an unknown group',
      { group: 'harbor' },
      `${SITE}: group: expected null or the name of a file in groups/ ("pushy"), found "harbor"`,
    ],
    [
      'a manufacturer without make',
      { manufacturers: ['nameless'] },
      'tenants/manufacturers/nameless.json: make: expected the make as stock spells it, like "Nissan", found nothing',
    ],
    [
      'a group choosing manufacturers',
      { group: 'pushy' },
      'tenants/groups/pushy.json: manufacturers: expected this option only in a site file, found ["nissan"]',
    ],
    [
      'a slug that is not the file name',
      { slug: 'other-motors' },
      `${SITE}: slug: expected "demo-motors" (the file name), found "other-motors"`,
    ],
  ])('%s', (_name, siteData, expected) => {
    expect(resolveTenantLayers('demo-motors', site(siteData), lib)).toEqual({ ok: false, errors: [expected] });
  });
});
