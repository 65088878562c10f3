/**
 * Issue 28: "0 errors from the W3C Nu HTML Checker on every page type of every demo site". One page
 * of each shape of every demo site (page-sample.ts) and every stylesheet the sites load go through
 * vnu in one run (one Java start). Only the CSS checker's unknown-property message for
 * interpolate-size is left out (vnu.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoTenants, distDir } from './sites.ts';
import { oneOfEachShape } from './page-sample.ts';
import { checkHtml } from './vnu.ts';

/** Each stylesheet of the built sites once: Astro names a file by its content, and sites share the bundle. */
function stylesheets(): string[] {
  const byName = new Map<string, string>();
  for (const slug of demoTenants) {
    const assets = join(distDir, slug, '_astro');
    for (const name of readdirSync(assets)) if (name.endsWith('.css')) byName.set(name, join(assets, name));
  }
  return [...byName.values()];
}

test('the W3C Nu HTML Checker finds no error on any page type of any demo site, nor in its stylesheets', async () => {
  test.setTimeout(120_000);
  const pages = demoTenants.flatMap((slug) => oneOfEachShape(slug).map((page) => ({ ...page, slug })));
  const css = stylesheets();
  const { errors } = await checkHtml([...pages.map((page) => page.file), ...css]);
  const where = (url: string) => {
    const page = pages.find((p) => url.endsWith(p.file));
    return page ? `${page.slug}${page.path} (${page.shape})` : url;
  };
  expect(errors.map((error) => `${where(error.url)}: ${error.message} [${error.extract ?? ''}]`)).toEqual([]);
  // Every shape went through the checker: a file it could not read would have no messages at all.
  expect(pages.length).toBeGreaterThan(demoTenants.length * 30);
  expect(css.length).toBeGreaterThan(0);
});
