import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '../../src/lib/theme/contrast.ts';
import { fontFamilyCss } from '../../src/lib/theme/fonts.ts';

describe('WCAG contrast ratio', () => {
  it.each([
    ['#000000', '#ffffff', '21.00'],
    ['#ffffff', '#ffffff', '1.00'],
    ['#777777', '#ffffff', '4.48'],
    ['#767676', '#ffffff', '4.54'],
    ['#fff', '#000', '21.00'],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b).toFixed(2)).toBe(ratio);
  });
});

describe('text on a colour the tenant gives no text colour for', () => {
  it.each([
    ['#f2a900', '#111111'],
    ['#e0a526', '#111111'],
    ['#1a4d8f', '#ffffff'],
    ['#000000', '#ffffff'],
  ])('on %s reads %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });
});

describe('theme font', () => {
  it('a bundled font leads, with the system stack behind it', () => {
    expect(fontFamilyCss('inter')).toMatch(/^var\(--font-inter\), system-ui/);
  });
  it('"system" downloads nothing', () => {
    expect(fontFamilyCss('system')).toMatch(/^system-ui/);
  });
});
