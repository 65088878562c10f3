import { describe, expect, it } from 'vitest';
import { searchPageCost } from '../../scripts/lib/search-page-cost.ts';

const LOG = `  ✓ acme: 40 vehicles, 3 search pages
12:00:01   ├─ /acme/index.html (+5ms)
12:00:01   ├─ /acme/search/new-cars/index.html (+12ms)
12:00:01   ├─ /acme/search/kia/index.html (+8ms)
12:00:02   ├─ /other/search/kia/index.html (+99ms)
12:00:02   ├─ /acme/special-offers/index.html (+1.0s)
12:00:02   ├─ /acme/cars/a/index.html (+3ms)`;

describe('search page build cost from a build log', () => {
  it("adds each search page's render time (its query included)", () => {
    // (12 + 8 + 1000) / 3, and with four pages rendering at once on one thread (12 + 8 + 1000) / 4 / 3
    expect(searchPageCost(LOG, 'acme')).toEqual({ pages: 3, ms: 340, reportedMs: 340 });
    expect(searchPageCost(LOG, 'acme', 1 / 4)).toEqual({ pages: 3, ms: 85, reportedMs: 340 });
  });
  it('is not a number when the log has no search pages', () => {
    expect(searchPageCost('nothing', 'acme').ms).toBeNaN();
  });
});
