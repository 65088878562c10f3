import { useRefinementList } from 'react-instantsearch-core';
import { splitPopularMakes } from '../../lib/search/facets.ts';
import { MAKE_PICKER } from '../../lib/search/island-widgets.ts';
import { useSetMakes } from './useSetMakes.ts';

/** A quick make picker: the most stocked makes first (spec: Popular and All split at 20), then every make. */
export function MakeSelect({ popular }: { popular: number }) {
  const { items } = useRefinementList(MAKE_PICKER);
  const setMakes = useSetMakes();
  if (items.length === 0) return null;
  const { popular: top, all } = splitPopularMakes(items, popular);
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
        <optgroup label="Popular">
          {top.map((item) => (
            <option key={`p-${item.value}`} value={item.value}>
              {item.label} ({item.count})
            </option>
          ))}
        </optgroup>
        <optgroup label="All">
          {all.map((item) => (
            <option key={`a-${item.value}`} value={item.value}>
              {item.label} ({item.count})
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
