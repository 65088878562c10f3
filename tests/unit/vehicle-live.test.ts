import { describe, expect, it } from 'vitest';
import { liveFieldsQuery, livePatch } from '../../src/lib/vehicle/live.ts';

describe('live fields (spec/shopping.md §7 view.json)', () => {
  it('sends photos_count, updated_at and website_id', () => {
    expect(liveFieldsQuery({ photos_count: 12, updated_at: '2026-11-20T01:00:00Z' }, 5012)).toBe('photos_count=12&updated_at=2026-11-20T01%3A00%3A00Z&website_id=5012');
  });

  it.each([
    ['in stock stays available', { views: 3, car_fields: { status: 'in_stock' } }, { sold: false, views: 'Viewed 3 times' }],
    ['coming soon stays available', { views: 1, car_fields: { status: 'coming_soon' } }, { sold: false, views: 'Viewed 1 time' }],
    ['sold after the build shows as sold', { views: 1250, car_fields: { status: 'sold' } }, { sold: true, views: 'Viewed 1,250 times' }],
    ['no status changes nothing', { views: 0, car_fields: {} }, { sold: false, views: null }],
  ])('%s', (_name, answer, expected) => {
    expect(livePatch(answer)).toEqual(expected);
  });

  it('a not-OK answer returns nothing', () => {
    expect(livePatch(null)).toBeNull();
  });
});
