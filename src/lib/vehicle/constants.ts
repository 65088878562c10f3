// Gallery image defaults (spec/shopping.md §9).
// Plain data with no imports: rules that run in the browser read these without pulling in the
// zod schema of options.ts, which is built when its module loads.

/** Gallery images through the image CDN (spec/shopping.md §9: 600x400, quality 75); URLs in images.ts. */
export const IMAGE_DEFAULTS = { width: 600, height: 400, quality: 75, format: 'webp' } as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpg', 'png', 'auto'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
