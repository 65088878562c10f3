import { useInstantSearch } from 'react-instantsearch-core';
import { panelShown, type FacetPanel } from '../../lib/search/facets.ts';
import type { FacetStats, RangeAttribute } from '../../lib/search/types.ts';
import { formatCount } from '../../lib/format/money.ts';
import type { ValueLabels } from '../../lib/stock/value-labels.ts';
import { FacetList } from './FacetList.tsx';
import { RangeFacet } from './RangeFacet.tsx';
import { useSetMakes } from './useSetMakes.ts';

interface Props {
  panels: FacetPanel[];
  labels: ValueLabels;
  count: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Every refinement the stock carries (models once a make is chosen, so the list stays about that make). On phones it is a full-screen panel closed by the
 * 'Show Me N vehicles' button (spec §2); from 992 px it is a sidebar.
 */
export function FiltersPanel({ panels, labels, count, open, onClose }: Props) {
  const { results, indexUiState } = useInstantSearch();
  const setMakes = useSetMakes();
  const refined = indexUiState.refinementList ?? {};
  return (
    <aside id="search-filters" className={`filters${open ? ' filters--open' : ''}`} aria-label="Filters">
      <h2 className="filters__heading">Filters</h2>
      {panels.map((panel) =>
        panel.kind === 'range' ? (
          <RangeFacet
            key={panel.attribute}
            attribute={panel.attribute as RangeAttribute}
            label={panel.label}
            stats={rangeStats(results, panel.attribute)}
          />
        ) : (
          <FacetList
            key={panel.attribute}
            panel={panel}
            labels={labels}
            hidden={!panelShown(panel.attribute, refined)}
            {...(panel.attribute === 'make' ? { onToggle: (_value: string, makes: string[]) => setMakes(makes) } : {})}
          />
        ),
      )}
      <button type="button" className="button filters__show" onClick={onClose}>
        Show Me {formatCount(count)} vehicles
      </button>
    </aside>
  );
}

/**
 * A range's min and max over the results without its own refinement (InstantSearch's disjunctive
 * stats), read where the range widget reads them. `results.getFacetStats` looks the facet up in the
 * search state as it is when called, and while the server renders the island the ranges below
 * this panel have not joined it yet: it would find nothing, and the HTML would show the default
 * 0 to 100,000 until JavaScript loads.
 */
function rangeStats(
  results: ReturnType<typeof useInstantSearch>['results'],
  attribute: string,
): FacetStats | undefined {
  return results.disjunctiveFacets.find((facet) => facet.name === attribute)?.stats;
}
