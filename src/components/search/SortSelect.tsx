import { useSortBy } from 'react-instantsearch-core';
import { sortByOptions } from '../../lib/search/island-widgets.ts';

/** The tenant's sort options (InstantSearch's sort-by: each option is an index name, our sort slug). */
export function SortSelect({ options }: { options: { slug: string; label: string }[] }) {
  const { currentRefinement, refine } = useSortBy(sortByOptions(options));
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
