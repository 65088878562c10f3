// What the site says and looks like: texts, theme and the main menu.
import { z } from 'zod';
import { assetUrl, hexColour, href, text, wholeNumberBetween } from './expect.ts';

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

const colour = (fallback: string) => hexColour().default(fallback);

const logoSchema = z.strictObject({
  /**
   * Logo image.
   * @example "/images/logos/example-motors.svg"
   */
  url: assetUrl(),
  /**
   * Text alternative; usually the dealer's name.
   * @example "Example Motors"
   */
  alt: text(),
  /**
   * Intrinsic width in pixels, so the header does not shift while it loads.
   * @example 180
   */
  width: wholeNumberBetween(1, 2000),
  /**
   * Intrinsic height in pixels.
   * @example 48
   */
  height: wholeNumberBetween(1, 2000),
});

export const themeSchema = z
  .strictObject({
    /** Colours of the site, as #rrggbb; the text colours must contrast with their backgrounds. */
    colours: z
      .strictObject({
        /**
         * Brand colour for buttons and highlights.
         * @example "#c3002f"
         */
        primary: colour('#1a4d8f'),
        /**
         * Text on the brand colour; must contrast with it.
         * @example "#ffffff"
         */
        primaryText: colour('#ffffff'),
        /**
         * Second colour for tags and links.
         * @example "#f2a900"
         */
        accent: colour('#f2a900'),
        /**
         * Body text.
         * @example "#1b1f24"
         */
        text: colour('#1b1f24'),
        /**
         * Page background.
         * @example "#ffffff"
         */
        background: colour('#ffffff'),
        /**
         * Cards and panels.
         * @example "#f4f6f8"
         */
        surface: colour('#f4f6f8'),
      })
      .prefault({}),
    /**
     * Header logo; without one the header shows the dealer's name.
     * @example { "url": "/images/logos/example-motors.svg", "alt": "Example Motors", "width": 180, "height": 48 }
     */
    logo: logoSchema.optional(),
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
