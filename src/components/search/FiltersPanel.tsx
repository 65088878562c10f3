import type { FacetPanel } from '../../lib/search/facets.ts';
import type { FacetItem, ListAttribute, RangeAttribute, RangeValue, SearchResults, SearchState } from '../../lib/search/types.ts';
import { formatCount } from '../../lib/format/money.ts';
import { FacetList } from './FacetList.tsx';
import { RangeFacet } from './RangeFacet.tsx';

interface Props {
  panels: FacetPanel[];
  state: SearchState;
  results: SearchResults;
  count: number;
  open: boolean;
  onClose: () => void;
  onToggle: (attribute: ListAttribute, value: string) => void;
  onRange: (attribute: RangeAttribute, value: RangeValue | null) => void;
}

/**
 * Every refinement the stock carries (models once a make is chosen, so the list stays about that make). On phones it is a full-screen panel closed by the
 * 'Show Me N vehicles' button (spec §2); from 992 px it is a sidebar.
 */
export function FiltersPanel({ panels, state, results, count, open, onClose, onToggle, onRange }: Props) {
  return (
    <aside id="search-filters" className={`filters${open ? ' filters--open' : ''}`} aria-label="Filters">
      <h2 className="filters__heading">Filters</h2>
      {panels.filter((panel) => panel.attribute !== 'model' || state.refinementList.make?.length).map((panel) =>
        panel.kind === 'range' ? (
          <RangeFacet
            key={panel.attribute}
            attribute={panel.attribute as RangeAttribute}
            label={panel.label}
            stats={results.facetStats[panel.attribute as RangeAttribute]}
            value={state.range[panel.attribute as RangeAttribute]}
            onChange={(value) => onRange(panel.attribute as RangeAttribute, value)}
          />
        ) : (
          <FacetList
            key={panel.attribute}
            panel={panel}
            items={withChoices(results.facets[panel.attribute as ListAttribute] ?? [], state.refinementList[panel.attribute as ListAttribute])}
            onToggle={(value) => onToggle(panel.attribute as ListAttribute, value)}
          />
        ),
      )}
      <button type="button" className="button filters__show" onClick={onClose}>
        Show Me {formatCount(count)} vehicles
      </button>
    </aside>
  );
}

/** Ticks follow the shopper's choices at once, not the last results (which arrive a moment later). */
function withChoices(items: FacetItem[], chosen: string[] | undefined): FacetItem[] {
  const set = new Set(chosen ?? []);
  return items.map((item) => (item.isRefined === set.has(item.value) ? item : { ...item, isRefined: set.has(item.value) }));
}
