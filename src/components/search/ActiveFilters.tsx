import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch-core';
import { facetLabel } from '../../lib/search/facets.ts';
import { CLEAR_ALL } from '../../lib/search/island-widgets.ts';
import { formatKms, formatPrice } from '../../lib/format/money.ts';

const RANGE_TEXT: Record<string, (n: number) => string> = { price: formatPrice, km: formatKms, year: String };

const remove = (
  <>
    <span aria-hidden="true">×</span>
    <span className="visually-hidden"> (remove)</span>
  </>
);

/** The refinements in force (InstantSearch's current refinements), each removable, and Clear all (the query too). */
export function ActiveFilters({ usedLabel }: { usedLabel: string }) {
  const { items } = useCurrentRefinements();
  const clear = useClearRefinements(CLEAR_ALL);
  if (!clear.canRefine) return null;
  return (
    <div className="active-filters" aria-label="Active filters" role="group">
      {items.flatMap((item) => {
        const numeric = item.refinements.filter((r) => r.type === 'numeric');
        const values = item.refinements.filter((r) => r.type !== 'numeric');
        const text = RANGE_TEXT[item.attribute] ?? String;
        const side = (operator: string) => numeric.find((r) => r.operator === operator)?.value;
        const [min, max] = [side('>='), side('<=')];
        return [
          ...values.map((refinement) => (
            <button type="button" key={`${item.attribute}:${refinement.value}`} onClick={() => item.refine(refinement)}>
              {facetLabel(item.attribute, String(refinement.value), usedLabel)} {remove}
            </button>
          )),
          ...(numeric.length > 0
            ? [
                <button
                  type="button"
                  key={item.attribute}
                  onClick={() => {
                    for (const refinement of numeric) item.refine(refinement);
                  }}
                >
                  {min !== undefined ? text(Number(min)) : 'Any'} – {max !== undefined ? text(Number(max)) : 'Any'}{' '}
                  {remove}
                </button>,
              ]
            : []),
        ];
      })}
      <button type="button" className="active-filters__clear" onClick={clear.refine}>
        Clear all
      </button>
    </div>
  );
}
