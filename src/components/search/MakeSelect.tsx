import { useRefinementList } from 'react-instantsearch-core';
import { splitPopularMakes } from '../../lib/search/facets.ts';
import type { FacetItem } from '../../lib/search/types.ts';
import { MAKE_PICKER } from '../../lib/search/island-widgets.ts';
import { useSetMakes } from './useSetMakes.ts';

const makeOption = (item: FacetItem) => (
  <option key={item.value} value={item.value}>
    {item.label} ({item.count})
  </option>
);

/** A quick make picker: each make once, the most stocked first where there are many (splitPopularMakes). */
export function MakeSelect({ popular }: { popular: number }) {
  const { items } = useRefinementList(MAKE_PICKER);
  const setMakes = useSetMakes();
  if (items.length === 0) return null;
  const { popular: top, rest } = splitPopularMakes(items, popular);
  const selected = items.filter((i) => i.isRefined);
  const value = selected.length === 1 ? selected[0]!.value : '';
  return (
    <div className="make-select">
      <label htmlFor="search-make">Make</label>
      <select
        id="search-make"
        value={value}
        onChange={(event) => setMakes(event.target.value ? [event.target.value] : [])}
      >
        <option value="">All makes</option>
        {top.length > 0 ? (
          <>
            <optgroup label="Popular">{top.map(makeOption)}</optgroup>
            <optgroup label="Other makes">{rest.map(makeOption)}</optgroup>
          </>
        ) : (
          rest.map(makeOption)
        )}
      </select>
    </div>
  );
}
