// How a site shows its offers (spec/site.md §2.1 /offers, §2.3 offer cards). The offers themselves
// are content files (tenants/content/<layer>/<owner>/offers/, see frontmatter.ts).
import { z } from 'zod';
import { text, wholeNumberBetween } from '../options/fields.ts';

export const offersSchema = z
  .strictObject({
    /**
     * Heading of /offers and of the home page's offers section.
     * @example "Current Offers"
     */
    heading: text().default('Latest Offers'),
    /**
     * How many of the latest offers the home page shows; 0 leaves the section out.
     * @example 4
     */
    homeCount: wholeNumberBetween(0, 12, 'a number of offers').default(3),
  })
  .prefault({});
