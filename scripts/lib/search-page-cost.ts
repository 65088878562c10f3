/**
 * The build cost of one prerendered search page, read from a build's log: the time Astro reports
 * rendering it ("├─ /<slug>/search/…/index.html (+12ms)"); its first search was sent before, by the
 * build (src/pipeline/search/first-results.ts). An Astro process renders
 * `concurrency` pages at once on its one thread, so each page's reported time is stretched that
 * many times: `share` (1 / concurrency) takes that out of `ms`; `reportedMs` keeps it (an upper
 * bound).
 */
import { stripVTControlCharacters } from 'node:util';

export function searchPageCost(
  log: string,
  slug: string,
  share = 1,
): { pages: number; ms: number; reportedMs: number } {
  const clean = stripVTControlCharacters(log);
  const renders = [
    ...clean.matchAll(new RegExp(`/${slug}/(?:search/|special-offers)\\S*\\s+\\(\\+(\\d+(?:\\.\\d+)?)(ms|s)\\)`, 'g')),
  ].map((m) => Number(m[1]) * (m[2] === 's' ? 1000 : 1));
  const pages = renders.length;
  const rendering = renders.reduce((sum, ms) => sum + ms, 0);
  const per = (total: number) => (pages > 0 ? total / pages : Number.NaN);
  return { pages, ms: per(rendering * share), reportedMs: per(rendering) };
}
