// How a site's chosen typeface reaches its CSS (the table of fonts is in constants.ts).
import { THEME_FONTS, type ThemeFontName } from './constants.ts';

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
