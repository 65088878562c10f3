import { useMemo } from 'react';
import { useRefinementList, type UseRefinementListProps } from 'react-instantsearch-core';
import { facetLabel, facetOrder, type FacetPanel } from '../../lib/search/facets.ts';
import { facetListOptions } from '../../lib/search/island-widgets.ts';
import type { ValueLabels } from '../../lib/stock/value-labels.ts';

interface Props {
  panel: FacetPanel;
  /** The site's display map for values (lib/stock/value-labels.ts). */
  labels: ValueLabels;
  /** The list waits for another refinement (models for a make): it stays registered, so its counts come with the next answer. */
  hidden: boolean;
  /** Replaces the plain toggle (makes also drop their models). */
  onToggle?: (value: string, refined: string[]) => void;
}

/** A list refinement (InstantSearch's refinement list): the first `limit` values, then show more up to `showMoreLimit`. */
export function FacetList({ panel, labels, hidden, onToggle }: Props) {
  // The same functions on every render: InstantSearch remounts a widget whose options change.
  const order = useMemo(() => {
    const sortBy = facetOrder(panel.attribute, labels);
    const transformItems: UseRefinementListProps['transformItems'] = (found) =>
      found.map((item) => ({ ...item, label: facetLabel(panel.attribute, item.value, labels) }));
    return { sortBy, transformItems };
  }, [panel.attribute, labels]);
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    ...facetListOptions(panel),
    ...order,
  });
  if (hidden || items.length === 0) return null;
  const toggle = (value: string) => {
    if (!onToggle) return refine(value);
    const refined = items.filter((item) => item.isRefined).map((item) => item.value);
    onToggle(value, refined.includes(value) ? refined.filter((v) => v !== value) : [...refined, value]);
  };
  const id = `facet-${panel.attribute}`;
  return (
    <fieldset className="facet" data-facet={panel.attribute}>
      <legend>{panel.label}</legend>
      <ul id={id}>
        {items.map((item) => (
          <li key={item.value}>
            <label>
              <input type="checkbox" checked={item.isRefined} onChange={() => toggle(item.value)} />
              <span className="facet__label">{item.label}</span> <span className="facet__count">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button
          type="button"
          className="facet__more"
          aria-expanded={isShowingMore}
          aria-controls={id}
          onClick={toggleShowMore}
        >
          {isShowingMore ? 'Show less' : (panel.showMoreText ?? 'Show more')}
        </button>
      )}
    </fieldset>
  );
}
