/**
 * Issue 28 "Links that need no JavaScript", over every page of every built demo site: each link
 * to the site answers 200 without a redirect (a link to one of the spec's other names for a page
 * would cost a hop), each #anchor has its target on the page it names (a lead link points at the
 * page's enquiry section when the dialog cannot open), every page the sitemap lists is linked from
 * a page a visitor reaches from the home page, and every page linked that a search engine may index
 * is in the sitemap.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pLimit from 'p-limit';
import { demoTenants, distDir } from './sites.ts';
import { builtPages } from './page-sample.ts';
import { follow } from './http.ts';

type Link = { from: string; href: string };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#38;': '&', '&quot;': '"', '&#34;': '"', '&#39;': "'" };
const decode = (value: string) => value.replace(/&(?:amp|quot|#38|#34|#39);/g, (entity) => ENTITIES[entity]!);

/** The links of a page to its own site: paths and #anchors, never a map frame's own document. */
function siteLinks(path: string, html: string): Link[] {
  const page = html.replace(/\ssrcdoc="[^"]*"/g, '');
  return [...page.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)]
    .map((match) => decode(match[1]!))
    .filter((href) => href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//')))
    .map((href) => ({ from: path, href: href.startsWith('#') ? `${path}${href}` : href }));
}

const pathOf = (href: string) => decodeURI(href.split(/[?#]/)[0]!).replace(/(.)\/$/, '$1');
const idsOf = (html: string) => new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((match) => match[1]!));

function readSite(slug: string) {
  const pages = new Map(builtPages(slug).map((page) => [page.path, readFileSync(page.file, 'utf8')]));
  const links = [...pages].flatMap(([path, html]) => siteLinks(path, html));
  const sitemap = [...readFileSync(join(distDir, slug, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => pathOf(new URL(match[1]!).pathname),
  );
  return { pages, links, sitemap };
}

/** The pages a visitor reaches from the home page by following links, without JavaScript. */
function reachable(links: Link[]): Set<string> {
  const out = new Map<string, string[]>();
  for (const { from, href } of links) out.set(from, [...(out.get(from) ?? []), pathOf(href)]);
  const seen = new Set(['/']);
  const queue = ['/'];
  for (let page = queue.shift(); page !== undefined; page = queue.shift())
    for (const next of out.get(page) ?? []) if (!seen.has(next) && seen.add(next)) queue.push(next);
  return seen;
}

for (const slug of demoTenants) {
  test(`${slug}: every link to the site answers 200 with no redirect, and every #anchor has its target`, async () => {
    test.setTimeout(60_000);
    const { pages, links } = readSite(slug);
    const problems = new Set<string>();
    const answers = new Map<string, Promise<string | null>>();
    // A few requests at a time: hundreds at once would test the machine, not the links.
    const limit = pLimit(4);
    const check = (href: string) =>
      limit(() => follow(slug, href)).then(({ status, chain }) =>
        status === 200 && chain.length === 1 ? null : `answers ${status} via ${chain.join(' → ')}`,
      );
    for (const { from, href } of links) {
      const page = href.split('#')[0]!;
      if (!answers.has(page)) answers.set(page, check(page));
      const anchor = href.includes('#') ? href.slice(href.indexOf('#') + 1) : '';
      const target = pages.get(pathOf(href));
      if (anchor !== '' && target !== undefined && !idsOf(target).has(decodeURIComponent(anchor)))
        problems.add(`${from} links ${href}: no element there has id "${anchor}"`);
      if (anchor === '' && href.endsWith('#')) problems.add(`${from} links "#", which goes nowhere`);
    }
    for (const [page, answer] of answers) {
      const problem = await answer;
      if (problem) problems.add(`${page} ${problem} (linked from ${links.find((l) => l.href.startsWith(page))?.from})`);
    }
    expect([...problems].sort()).toEqual([]);
  });

  test(`${slug}: the sitemap lists the pages to index, and a visitor reaches each of them`, () => {
    const { pages, links, sitemap } = readSite(slug);
    const reached = reachable(links);
    // Cars and search pages beyond the first page of results are reached through search, whose
    // pages and filters need JavaScript: they are not followed here (the sitemap lists every car).
    const linkedPages = sitemap.filter((path) => !/^\/(cars|search)\//.test(path));
    expect(linkedPages.filter((path) => !reached.has(path))).toEqual([]);
    const indexable = [...reached].filter((path) => {
      const html = pages.get(path);
      return html !== undefined && !/<meta name="robots" content="noindex/.test(html) && path !== '/404.html';
    });
    expect(indexable.filter((path) => !sitemap.includes(path))).toEqual([]);
  });
}
