// Links in tenant JSON reach the pages as they are written, so they must be valid URLs there.
import { describe, expect, it } from 'vitest';
import { href } from '../../src/lib/options/fields.ts';

describe('href(): a link in tenant JSON', () => {
  it.each([
    [
      '/search/new-used-and-demo-cars?refinementList[status][0]=in_stock',
      '/search/new-used-and-demo-cars?refinementList%5Bstatus%5D%5B0%5D=in_stock',
    ],
    ['/finance#finance-form', '/finance#finance-form'],
    ['https://www.example.com.au/a?b=1', 'https://www.example.com.au/a?b=1'],
  ])('%s is linked as %s (raw brackets are not allowed in a URL)', (written, linked) => {
    expect(href().parse(written)).toBe(linked);
  });

  it('refuses what is not a link', () => {
    expect(href().safeParse('finance').success).toBe(false);
  });
});
