// What the site says and where its menus go: texts, the main menu and footer links.
import { z } from 'zod';
import { href, text } from '../options/fields.ts';

export const textsSchema = z
  .strictObject({
    /**
     * Shown instead of a price when a car has none.
     * @example "Enquire for price."
     */
    noPrice: text().default('Enquire for price.'),
    /**
     * Tag on cars added in the last 8 days.
     * @example "JUST ARRIVED"
     */
    newTag: text().default('New'),
    /**
     * Tag on sold cars still listed.
     * @example "JUST SOLD"
     */
    soldTag: text().default('JUST SOLD'),
    /**
     * Heading for recently added cars.
     * @example "New Arrival"
     */
    newArrival: text().default('New Arrival'),
    /**
     * How the "used" car type is labelled.
     * @example "Pre-Owned"
     */
    usedLabel: text().default('Used'),
  })
  .prefault({});

const navLinkShape = {
  /**
   * Text of the menu entry.
   * @example "Finance"
   */
  label: text(),
  /**
   * Where the entry goes.
   * @example "/finance"
   */
  href: href(),
};

export const navLinkSchema = z.strictObject(navLinkShape);

export const navItemSchema = z.strictObject({
  ...navLinkShape,
  /**
   * Entries of a dropdown under this one (one level deep).
   * @example [{ "label": "New cars", "href": "/search/new-cars" }]
   */
  children: z.array(navLinkSchema).default([]),
});
