import { fontFamilyCss } from './fonts.ts';
import type { ThemeFontName } from './constants.ts';
import { readableTextOn } from './contrast.ts';

export interface ThemeColours {
  primary: string;
  primaryText: string;
  accent: string;
  text: string;
  background: string;
  surface: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The tenant's colours and typeface as CSS custom properties on :root. The schema already insists
 * on hex colours and a known font; this checks the colours again because the string lands inside a
 * <style> element unescaped (the font's value comes from our own table, never from the tenant).
 */
export function themeCss(colours: ThemeColours, font: ThemeFontName = 'system'): string {
  const vars = Object.entries(colours).map(([name, value]) => {
    if (!HEX.test(value))
      throw new Error(`theme.colours.${name}: expected a hex colour, found ${JSON.stringify(value)}`);
    return `--colour-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`;
  });
  return `:root{${[...vars, `--colour-accent-text:${readableTextOn(colours.accent)}`, `--font-body:${fontFamilyCss(font)}`].join(';')}}`;
}
