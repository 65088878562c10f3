/**
 * The typefaces a site may choose (theme.font). Each is a variable font from @fontsource, served
 * from the site itself through Astro's Fonts API (astro.config.mjs), which also writes a fallback
 * face with the font's metrics so the page does not move when it arrives (CLS 0). 'system' uses
 * the device's own sans-serif and downloads nothing.
 */
export const THEME_FONTS = {
  inter: {
    family: 'Inter',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    cssVariable: '--font-inter',
  },
  'source-sans-3': {
    family: 'Source Sans 3',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    cssVariable: '--font-source-sans-3',
  },
  montserrat: {
    family: 'Montserrat',
    file: '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
    cssVariable: '--font-montserrat',
  },
} as const;

export type ThemeFontName = keyof typeof THEME_FONTS | 'system';

export const THEME_FONT_NAMES = ['system', ...Object.keys(THEME_FONTS)] as [ThemeFontName, ...ThemeFontName[]];
