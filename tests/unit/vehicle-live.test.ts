import { describe, expect, it } from 'vitest';
import { liveFieldsQuery, livePatch } from '../../src/lib/vehicle/live.ts';

describe('live fields (spec/shopping.md §7 view.json)', () => {
  it('sends photos_count, updated_at and website_id', () => {
    expect(liveFieldsQuery({ photos_count: 12, updated_at: '2026-11-20T01:00:00Z' }, 5012)).toBe(
      'photos_count=12&updated_at=2026-11-20T01%3A00%3A00Z&website_id=5012',
    );
  });

  it.each([
    ['still available', { views: 3, available: true }, { sold: false, views: 'Viewed 3 times' }],
    ['one view', { views: 1, available: true }, { sold: false, views: 'Viewed 1 time' }],
    [
      'sold after the build shows as sold',
      { views: 1250, available: false },
      { sold: true, views: 'Viewed 1,250 times' },
    ],
    ['an answer without availability changes nothing', { views: 0 }, { sold: false, views: null }],
  ])('%s', (_name, answer, expected) => {
    expect(livePatch(answer)).toEqual(expected);
  });

  it('a not-OK answer returns nothing', () => {
    expect(livePatch(null)).toBeNull();
  });
});
