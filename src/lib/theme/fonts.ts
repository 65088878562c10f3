/**
 * The typefaces a site may choose (theme.font). Each is a variable font from @fontsource, served
 * from the site itself through Astro's Fonts API (astro.config.mjs), which also writes a fallback
 * face with the font's metrics so the page does not move when it arrives (CLS 0). 'system' uses
 * the device's own sans-serif and downloads nothing.
 */
export const THEME_FONTS = {
  inter: { family: 'Inter', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', cssVariable: '--font-inter' },
  'source-sans-3': { family: 'Source Sans 3', file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', cssVariable: '--font-source-sans-3' },
  montserrat: { family: 'Montserrat', file: '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2', cssVariable: '--font-montserrat' },
} as const;

export type ThemeFontName = keyof typeof THEME_FONTS | 'system';

export const THEME_FONT_NAMES = ['system', ...Object.keys(THEME_FONTS)] as [ThemeFontName, ...ThemeFontName[]];

const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The bundled font a site loads, or null for 'system'. */
export function bundledFont(name: ThemeFontName) {
  return name === 'system' ? null : THEME_FONTS[name];
}

/** The CSS font-family value for a site's text: the bundled font's variable (which carries its metric-matched fallback), else the system stack. */
export function fontFamilyCss(name: ThemeFontName): string {
  const font = bundledFont(name);
  return font ? `var(${font.cssVariable}), ${SYSTEM_STACK}` : SYSTEM_STACK;
}
