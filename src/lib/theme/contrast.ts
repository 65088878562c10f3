/**
 * WCAG 2.2 contrast between two hex colours (#rrggbb or #rgb) (success criterion 1.4.3): the ratio of their
 * relative luminances, from 1 (the same) to 21 (black on white). Normal text needs 4.5.
 */
export const TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(colour: string): number {
  const hex = colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';

/** Dark or white text, whichever reads better on this background (for colours a tenant gives no text colour for, such as the accent). */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
