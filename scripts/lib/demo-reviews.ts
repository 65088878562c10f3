/**
 * The demo sites' reviews files and the seeded options each is generated from
 * (src/demo-stock/reviews.ts). `npm run reviews:generate` writes them; a unit test checks that the
 * committed files are exactly what these options give, and that the static sample matches
 * spec/site.md §9 (223 reviews averaging 4.1).
 */
import type { DemoReviewOptions } from '../../src/demo-stock/reviews.ts';

/** The newest demo review's latest day: fixed, so the files never change by themselves. */
const UNTIL = '2026-11-20';

export const DEMO_REVIEW_FILES: readonly { file: string; options: DemoReviewOptions }[] = [
  {
    // spec/site.md §9's static sample: one location, so its page and the home page share this file.
    file: 'tenants/content/sites/ridgeline-pre-owned/reviews/site.json',
    options: { seed: 'ridgeline-pre-owned', count: 223, average: 4.1, kind: 'sales', until: UNTIL },
  },
  {
    file: 'tenants/content/sites/bayside-nissan/reviews/locations/bayside-nissan.json',
    options: { seed: 'bayside-nissan-sales', count: 318, average: 4.6, kind: 'sales', until: UNTIL },
  },
  {
    file: 'tenants/content/sites/bayside-nissan/reviews/locations/bayside-nissan-service.json',
    options: { seed: 'bayside-nissan-service', count: 142, average: 4.4, kind: 'service', until: UNTIL },
  },
];
