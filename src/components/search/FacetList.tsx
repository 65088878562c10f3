import { useState } from 'react';
import type { FacetItem } from '../../lib/search/types.ts';
import type { FacetPanel } from '../../lib/search/facets.ts';

interface Props {
  panel: FacetPanel;
  items: FacetItem[];
  onToggle: (value: string) => void;
}

/** A list refinement: the first `limit` values, then a show-more toggle up to `showMoreLimit`. */
export function FacetList({ panel, items, onToggle }: Props) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const max = expanded && panel.showMoreLimit ? panel.showMoreLimit : panel.limit;
  // A refined value always shows, even when it falls beyond the limit.
  const visible = items.filter((item, i) => i < max || item.isRefined);
  const canExpand = panel.showMoreLimit !== null && items.length > panel.limit;
  const id = `facet-${panel.attribute}`;
  return (
    <fieldset className="facet" data-facet={panel.attribute}>
      <legend>{panel.label}</legend>
      <ul id={id}>
        {visible.map((item) => (
          <li key={item.value}>
            <label>
              <input type="checkbox" checked={item.isRefined} onChange={() => onToggle(item.value)} />
              <span className="facet__label">{item.label}</span> <span className="facet__count">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {canExpand && (
        <button type="button" className="facet__more" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : (panel.showMoreText ?? 'Show more')}
        </button>
      )}
    </fieldset>
  );
}
