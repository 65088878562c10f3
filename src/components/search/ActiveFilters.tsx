import type { ListAttribute, SearchState } from '../../lib/search/types.ts';
import { formatKms, formatPrice } from '../../lib/format/money.ts';

interface Props {
  state: SearchState;
  labelFor: (attribute: ListAttribute, value: string) => string;
  onRemoveValue: (attribute: ListAttribute, value: string) => void;
  onRemoveRange: (attribute: keyof SearchState['range']) => void;
  onClearAll: () => void;
}

const RANGE_TEXT = {
  price: (n: number) => formatPrice(n),
  km: (n: number) => formatKms(n),
  year: (n: number) => String(n),
};

/** The refinements in force, each removable, and Clear all. */
export function ActiveFilters({ state, labelFor, onRemoveValue, onRemoveRange, onClearAll }: Props) {
  const values = Object.entries(state.refinementList).flatMap(([attribute, list]) =>
    (list ?? []).map((value) => ({ attribute: attribute as ListAttribute, value })),
  );
  const ranges = Object.entries(state.range).filter(([, r]) => r && (r.min !== null || r.max !== null));
  if (values.length === 0 && ranges.length === 0 && !state.query) return null;
  return (
    <div className="active-filters" aria-label="Active filters" role="group">
      {values.map(({ attribute, value }) => (
        <button type="button" key={`${attribute}:${value}`} onClick={() => onRemoveValue(attribute, value)}>
          {labelFor(attribute, value)} <span aria-hidden="true">×</span><span className="visually-hidden"> (remove)</span>
        </button>
      ))}
      {ranges.map(([attribute, range]) => {
        const text = RANGE_TEXT[attribute as keyof typeof RANGE_TEXT];
        return (
          <button type="button" key={attribute} onClick={() => onRemoveRange(attribute as keyof SearchState['range'])}>
            {range!.min !== null ? text(range!.min) : 'Any'} – {range!.max !== null ? text(range!.max) : 'Any'}{' '}
            <span aria-hidden="true">×</span><span className="visually-hidden"> (remove)</span>
          </button>
        );
      })}
      <button type="button" className="active-filters__clear" onClick={onClearAll}>Clear all</button>
    </div>
  );
}
