/**
 * The build cost of one prerendered search page, read from a build's log: its share of the
 * prerender queries ("N search pages queried in X ms") plus the time Astro reports rendering it
 * ("├─ /<slug>/search/…/index.html (+12ms)"). With several pages rendering at once (Astro's build
 * concurrency) a page's own time is longer than its share of the wall clock, so this is an upper bound.
 */
export function searchPageCost(log: string, slug: string): { pages: number; ms: number } {
  const clean = log.replace(/\x1b\[[0-9;]*m/g, '');
  const queried = /(\d+) search pages queried in (\d+) ms/.exec(clean);
  const renders = [...clean.matchAll(new RegExp(`/${slug}/(?:search/|special-offers)\\S*\\s+\\(\\+(\\d+(?:\\.\\d+)?)(ms|s)\\)`, 'g'))].map(
    (m) => Number(m[1]) * (m[2] === 's' ? 1000 : 1),
  );
  const pages = renders.length;
  const total = renders.reduce((sum, ms) => sum + ms, 0) + Number(queried?.[2] ?? 0);
  return { pages, ms: pages > 0 ? total / pages : Number.NaN };
}
