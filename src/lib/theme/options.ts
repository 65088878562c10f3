// What the site looks like: colours, typeface, logo and the home page's hero.
import { z } from 'zod';
import { assetUrl, hexColour, text, wholeNumberBetween } from '../options/fields.ts';
import { THEME_FONT_NAMES } from './constants.ts';

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

const heroSchema = z.strictObject({
  /**
   * Large heading over the hero; without one it reads the dealer's name.
   * @example "Your local Nissan dealer"
   */
  heading: text().optional(),
  /**
   * Line under the heading; without one it says how many cars are in stock.
   * @example "New, demo and used Nissans on the Bayside since 1978"
   */
  text: text().optional(),
  /**
   * Photo behind the heading and the search box (decorative: the heading says what the site is).
   * Without one the hero is a band of the brand colour.
   * @example { "url": "/images/hero/showroom.svg", "width": 1600, "height": 600 }
   */
  image: z
    .strictObject({
      /**
       * The image; wide (about 8:3), as the hero crops its sides on phones.
       * @example "/images/hero/showroom.svg"
       */
      url: assetUrl(),
      /**
       * Intrinsic width in pixels.
       * @example 1600
       */
      width: wholeNumberBetween(1, 6000),
      /**
       * Intrinsic height in pixels.
       * @example 600
       */
      height: wholeNumberBetween(1, 6000),
    })
    .optional(),
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
    /**
     * Typeface for all text: one the build bundles (self-hosted, no third-party request), or
     * "system" for the device's own.
     * @example "source-sans-3"
     */
    font: z.enum(THEME_FONT_NAMES, { error: `one of ${THEME_FONT_NAMES.join(', ')}` }).default('inter'),
    /** The home page's hero: heading, line and photo above the search box. */
    hero: heroSchema.prefault({}),
  })
  .prefault({});
