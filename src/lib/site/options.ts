// What the site says and where its menus go: texts, the main menu and footer links.
import { z } from 'zod';
import { href, text, webUrl } from '../options/fields.ts';

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
     * Tag on result cards of sold cars still listed (spec/shopping.md §4: "Non-sellable cars show a
     * sold tag"); it outranks every other tag.
     * @example "JUST SOLD"
     */
    soldTag: text().default('JUST SOLD'),
    /**
     * Label above the title of a car page for a car added in the last 8 days (the window of `newTag`).
     * @example "New Arrival"
     */
    newArrival: text().default('New Arrival'),
    /**
     * A badge beside the logo in the header, such as 'coming early 2026' on the site of a dealership
     * still to open (spec/site.md §2.3); null for none.
     * @example "coming early 2026"
     */
    headerBadge: text().nullable().default(null),
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

/** Where the site's finance and service links go, when not to its own pages. */
export const linksSchema = z
  .strictObject({
    /**
     * Where finance links and buttons go (spec/shopping.md §2: "/finance, or a dealer-configured
     * finance link"). A car's finance link adds its details (car_id, vehiclePriceBudget …) and
     * #finance-form; /apply-for-finance, /finance-enquiry and /finance-pre-approval redirect here.
     * @example "https://apply.example-finance.example/dealer/example-motors"
     */
    finance: href().default('/finance'),
    /**
     * An external service booking page, such as the manufacturer's (spec/shopping.md §2: "an
     * external manufacturer booking page for one brand"). When set, /service redirects there instead
     * of showing the site's own booking form.
     * @example "https://www.example-manufacturer.example/owners/book-a-service"
     */
    serviceBooking: webUrl().nullable().default(null),
  })
  .prefault({});
