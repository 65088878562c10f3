/**
 * What the budget finder needs from the stock: the lowest and highest prices (for the button and
 * the slider's top) and how many cars fall in the chosen range. One multi-search with the tenant
 * token, debounced like the search sliders.
 */
import { useEffect, useRef, useState } from 'react';
import { multiSearch } from '../../lib/search/meili-fetch.ts';
import { baseStockFilter } from '../../lib/stock/base-filter.ts';
import { toCard, type Hit } from '../../lib/stock/hits.ts';
import { BUDGET_PRICE_FLOOR_FILTER, budgetSearchFilter } from '../../lib/budget/search.ts';
import type { PriceRange } from '../../lib/budget/price-range.ts';
import type { BudgetStockProps } from '../../views/calculators.ts';

export interface BudgetStock {
  lowestPrice: number | null;
  highestPrice: number | null;
  count: number | null;
}

type Answer = { hits: Hit[]; estimatedTotalHits?: number; totalHits?: number };
const firstPrice = (answer: Answer | undefined) => (answer?.hits[0] ? toCard(answer.hits[0]).price : null);

export function useBudgetStock({ endpoint, indexUid, stockFilter }: BudgetStockProps, range: PriceRange): BudgetStock {
  const [stock, setStock] = useState<BudgetStock>({ lowestPrice: null, highestPrice: null, count: null });
  const latest = useRef(0);
  const { min, max } = range;
  useEffect(() => {
    const call = ++latest.current;
    const timer = setTimeout(async () => {
      const base = [baseStockFilter(stockFilter, new Date()), BUDGET_PRICE_FLOOR_FILTER];
      const priced = (sort: string) => ({
        indexUid,
        filter: base,
        sort: [sort],
        limit: 1,
        attributesToRetrieve: ['price'],
      });
      try {
        const { results } = await multiSearch(endpoint, {
          queries: [
            priced('price:asc'),
            priced('price:desc'),
            { indexUid, filter: [base[0], ...budgetSearchFilter({ min, max })], limit: 0 },
          ],
        });
        if (call !== latest.current) return;
        const [lowest, highest, inRange] = results as Answer[];
        setStock({
          lowestPrice: firstPrice(lowest),
          highestPrice: firstPrice(highest),
          count: inRange?.estimatedTotalHits ?? inRange?.totalHits ?? 0,
        });
      } catch (error) {
        console.warn('Budget finder could not reach the search.', error);
      }
    }, 400);
    return () => clearTimeout(timer);
  }, [endpoint, indexUid, stockFilter, min, max]);
  return stock;
}
