/**
 * What the budget finder needs from the stock, by multi-search with the tenant token: the lowest and
 * highest prices (for the button and the slider's top), once, and how many cars fall in the chosen
 * range, debounced like the search sliders. The count says which range it is for, so a count of an
 * earlier range is never shown as the current one's.
 */
import { useEffect, useRef, useState } from 'react';
import { multiSearch } from '../../lib/search/multi-search.ts';
import { baseStockFilter } from '../../lib/stock/base-filter.ts';
import { toCard, type Hit } from '../../lib/stock/hits.ts';
import { BUDGET_PRICE_FLOOR_FILTER, budgetSearchFilter } from '../../lib/budget/search.ts';
import type { PriceRange } from '../../lib/budget/price-range.ts';
import type { BudgetStockProps } from '../../views/calculators.ts';
import { fetchPost } from '../../client/fetch-post.ts';

/** spec/site.md §9 (shopping.md §9): sliders are debounced 400 ms. */
const COUNT_DEBOUNCE_MS = 400;

interface PriceSpan {
  lowestPrice: number | null;
  highestPrice: number | null;
}

interface BudgetCount {
  count: number;
  /** The range `count` is for. */
  range: PriceRange;
}

type Answer = { hits: Hit[]; estimatedTotalHits?: number; totalHits?: number };
const firstPrice = (answer: Answer | undefined) => (answer?.hits[0] ? toCard(answer.hits[0]).price : null);

/** The cheapest and dearest priced cars (spec/site.md §7: the budget finder adds the condition price>1000). */
export function usePriceSpan({ endpoint, indexUid, stockFilter }: BudgetStockProps): PriceSpan {
  const [span, setSpan] = useState<PriceSpan>({ lowestPrice: null, highestPrice: null });
  useEffect(() => {
    const filter = [baseStockFilter(stockFilter, new Date()), BUDGET_PRICE_FLOOR_FILTER];
    const priced = (sort: string) => ({ indexUid, filter, sort: [sort], limit: 1, attributesToRetrieve: ['price'] });
    multiSearch(endpoint, { queries: [priced('price:asc'), priced('price:desc')] }, { post: fetchPost })
      .then(({ results }) => {
        const [lowest, highest] = results as Answer[];
        setSpan({ lowestPrice: firstPrice(lowest), highestPrice: firstPrice(highest) });
      })
      .catch((error: unknown) => console.warn('Budget finder could not reach the search.', error));
  }, [endpoint, indexUid, stockFilter]);
  return span;
}

/** How many cars the range holds, once the shopper has left it alone for the debounce. */
export function useBudgetCount(
  { endpoint, indexUid, stockFilter }: BudgetStockProps,
  range: PriceRange,
): number | null {
  const [counted, setCounted] = useState<BudgetCount | null>(null);
  const latest = useRef(0);
  const { min, max } = range;
  useEffect(() => {
    const call = ++latest.current;
    const timer = setTimeout(async () => {
      const filter = [baseStockFilter(stockFilter, new Date()), ...budgetSearchFilter({ min, max })];
      try {
        const { results } = await multiSearch(
          endpoint,
          { queries: [{ indexUid, filter, limit: 0 }] },
          { post: fetchPost },
        );
        if (call !== latest.current) return;
        const [answer] = results as Answer[];
        setCounted({ count: answer?.estimatedTotalHits ?? answer?.totalHits ?? 0, range: { min, max } });
      } catch (error) {
        console.warn('Budget finder could not reach the search.', error);
      }
    }, COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [endpoint, indexUid, stockFilter, min, max]);
  return counted !== null && counted.range.min === min && counted.range.max === max ? counted.count : null;
}
