// Gallery image defaults (spec/shopping.md §9).
// Plain data with no imports: rules that run in the browser read these without pulling in the
// zod schema of options.ts, which is built when its module loads.

/** Gallery images through the image CDN (spec/shopping.md §9: 600x400, quality 75); URLs in images.ts. */
export const IMAGE_DEFAULTS = { width: 600, height: 400, quality: 75, format: 'webp' } as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png', 'auto'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * How wide the gallery is drawn: two thirds of the page's container (1200 px, 1320 px from 1400 px
 * wide; src/styles/global.css) on a desktop, else the screen less its margins.
 */
export const GALLERY_SIZES =
  '(min-width: 1400px) 840px, (min-width: 1200px) 764px, (min-width: 992px) 64vw, calc(100vw - 32px)';
