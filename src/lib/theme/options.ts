// What the site looks like: colours and logo.
import { z } from 'zod';
import { assetUrl, hexColour, text, wholeNumberBetween } from '../options/fields.ts';

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
