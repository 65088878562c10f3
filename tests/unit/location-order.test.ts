// spec/site.md §3 Location: sales, then service, then parts; hidden locations are not listed. The
// main location (the site's calendar, its reviews) is the visible primary one, else the first visible.
import { describe, expect, it } from 'vitest';
import { mainLocation, visibleLocations } from '../../src/lib/locations/order.ts';

const at = (slug: string, type: string, primary = false, visible = true) => ({ slug, type, primary, visible });

describe('visibleLocations', () => {
  it('lists visible locations sales first (an empty type is sales), then service, then parts; primary first within a type', () => {
    const listed = visibleLocations([
      at('parts', 'parts'),
      at('service', 'service'),
      at('hidden', 'sales', false, false),
      at('yard', ''),
      at('showroom', 'sales', true),
    ]);
    expect(listed.map((l) => l.slug)).toEqual(['showroom', 'yard', 'service', 'parts']);
  });
});

describe('mainLocation', () => {
  it.each([
    ['the visible primary one', [at('a', 'sales'), at('b', 'service', true)], 'b'],
    [
      'the first visible one when the primary is hidden',
      [at('a', 'sales', true, false), at('b', 'service'), at('c', 'sales')],
      'b',
    ],
    ['none when none is visible', [at('a', 'sales', true, false)], null],
  ])('%s', (_rule, locations, expected) => {
    expect(mainLocation(locations)?.slug ?? null).toBe(expected);
  });
});
