import { useEffect, useState } from 'react';
import { useRange } from 'react-instantsearch-core';
import type { FacetStats, RangeAttribute, RangeValue } from '../../lib/search/types.ts';
import { moveThumb, rangeFromUrl, sliderBounds, thumbsFor, toRefinement } from '../../lib/search/range.ts';
import { formatKms, formatPrice } from '../../lib/format/money.ts';
import { useDebouncedCallback } from './hooks.ts';

/** Spec §9: sliders are debounced 400 ms. */
const SLIDER_DEBOUNCE_MS = 400;

const FORMAT: Record<RangeAttribute, (n: number) => string> = { price: formatPrice, km: formatKms, year: String };

interface Props {
  attribute: RangeAttribute;
  label: string;
  /** The facet's min and max over the results without this range (InstantSearch's disjunctive stats). */
  stats: FacetStats | undefined;
}

const side = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : null);

/** The thumbs for the URL's range; bounds from the URL outside the facet's range are ignored with a log (spec §5). */
const thumbsFromUrl = (value: RangeValue, bounds: FacetStats) =>
  thumbsFor(
    rangeFromUrl(value, bounds, (message) => console.info(message)),
    bounds,
  );

/** Two thumbs over the facet's bounds (InstantSearch's range); they clamp, round and never cross (spec §5 Range sliders). */
export function RangeFacet({ attribute, label, stats }: Props) {
  const { start, refine } = useRange({ attribute });
  const [urlMin, urlMax] = [side(start[0]), side(start[1])];
  const bounds = sliderBounds(stats);
  const { min: lowest, max: highest } = bounds;
  const [thumbs, setThumbs] = useState(() => thumbsFromUrl({ min: urlMin, max: urlMax }, bounds));
  // Reset when the URL has no parameter for this range or the bounds move (spec §4 Search loading).
  useEffect(
    () => setThumbs(thumbsFromUrl({ min: urlMin, max: urlMax }, { min: lowest, max: highest })),
    [urlMin, urlMax, lowest, highest],
  );
  const commit = useDebouncedCallback((next: { min: number; max: number }) => {
    const range = toRefinement(next, bounds);
    refine([range?.min ?? undefined, range?.max ?? undefined]);
  }, SLIDER_DEBOUNCE_MS);
  if (bounds.min >= bounds.max) return null;

  const move = (thumb: 'min' | 'max', raw: number) => {
    const next = moveThumb(thumbs, thumb, raw, bounds, attribute);
    setThumbs(next);
    commit(next);
  };
  const format = FORMAT[attribute];
  return (
    <fieldset className="facet facet--range" data-facet={attribute}>
      <legend>{label}</legend>
      <p className="facet__range-values" aria-hidden="true">
        {format(thumbs.min)} – {format(thumbs.max)}
      </p>
      <div className="range">
        {(['min', 'max'] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            aria-label={`${thumb === 'min' ? 'Minimum' : 'Maximum'} ${label.toLowerCase()}`}
            aria-valuetext={format(thumbs[thumb])}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={thumbs[thumb]}
            onChange={(event) => move(thumb, Number(event.target.value))}
          />
        ))}
      </div>
    </fieldset>
  );
}
