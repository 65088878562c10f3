/**
 * /compare (spec/shopping.md §1 compare cars): the cars picked with the Compare toggle on result
 * cards ($compare, kept in this browser) side by side, read fresh from GET /api/cars?ids=… so a
 * price or status that changed since they were picked is current. One column per car, one row per
 * detail, a Remove button per car.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $compareList, MAX_COMPARE, removeCompare, type CompareCar } from '../../stores/compare.ts';
import { carsByIds, type CarSummary } from '../leads/cars-api.ts';
import { labelledPriceText, type PriceLabelOptions } from '../../lib/pricing/label.ts';
import { vehicleTitle } from '../../lib/stock/display.ts';
import { useHydrated } from '../hooks.ts';

export interface CompareTableProps {
  /** The tenant's search.defaultPath, where an empty comparison sends the shopper. */
  searchPath: string;
  /** The dealer's no-price text (texts.noPrice), shown for a price of 10 or less. */
  noPriceText: string;
  /** What the site's prices include (priceLabelOptions), said after each price. */
  priceLabel: PriceLabelOptions;
  /** '' in the browser (same origin); an absolute origin in tests. */
  apiBase?: string;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; cars: Map<number, CarSummary> };

/** A picked car the API no longer returns (sold and gone from stock) keeps its column with what the card knew. */
type Column = { picked: CompareCar; car: CarSummary | null };

const DASH = '—';

function statusLabel(car: CarSummary | null): string {
  if (!car) return 'No longer listed';
  if (car.status === 'sold') return 'Sold';
  if (car.reserved) return 'Reserved';
  if (car.status === 'coming_soon') return 'Coming soon';
  if (car.status === 'in_stock') return 'In stock';
  return car.status;
}

type PriceTexts = { noPriceText: string; priceLabel: PriceLabelOptions };

const ROWS: { label: string; value: (car: CarSummary, texts: PriceTexts) => string }[] = [
  { label: 'Price', value: (car, texts) => labelledPriceText(car, texts.noPriceText, texts.priceLabel) },
  { label: 'Year', value: (car) => (car.year == null ? DASH : String(car.year)) },
  { label: 'Make', value: (car) => car.make || DASH },
  { label: 'Model', value: (car) => car.model || DASH },
  { label: 'Badge', value: (car) => car.badge || DASH },
];

export default function CompareTable({ searchPath, noPriceText, priceLabel, apiBase = '' }: CompareTableProps) {
  const list = useStore($compareList);
  // The server cannot see this browser's list: until mounted, render what the server rendered.
  const hydrated = useHydrated();
  const loaded = useComparedCars(hydrated, list.map((c) => c.id).join(','), apiBase);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  function remove(column: Column) {
    removeCompare(column.picked.id);
    setStatus(`Removed ${columnTitle(column)} from the comparison.`);
    // The pressed button has gone; the heading above the table is the nearest place to carry on from.
    heading.current?.focus();
  }

  if (!hydrated) return <p role="status">Loading your comparison…</p>;

  return (
    <div className="compare">
      <h2 id="compare-heading" ref={heading} tabIndex={-1}>
        Cars you picked
      </h2>
      {list.length === 0 ? (
        <p>
          Choose up to {MAX_COMPARE} cars to compare from the search results. <a href={searchPath}>Browse our cars</a>
        </p>
      ) : loaded.state === 'loading' ? (
        <p role="status">Loading your comparison…</p>
      ) : loaded.state === 'failed' ? (
        <p role="alert" className="form-errors" data-testid="error-warning">
          We could not load the cars to compare. Please try again later.
        </p>
      ) : (
        <ComparisonTable
          columns={list.map((picked) => ({ picked, car: loaded.cars.get(picked.id) ?? null }))}
          texts={{ noPriceText, priceLabel }}
          onRemove={remove}
        />
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}

/** The cars of the ids on the list (`idsKey`, comma-separated), read fresh from the lead API once hydrated. */
function useComparedCars(hydrated: boolean, idsKey: string, apiBase: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // The cars of the answer on show, kept apart from `loaded` so that an answer does not ask again.
  const shown = useRef<Map<number, CarSummary> | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const ids = idsKey ? idsKey.split(',').map(Number) : [];
    // A removal needs no new request: every car left is already loaded.
    const known = shown.current;
    if (known && ids.every((id) => known.has(id))) return;
    let live = true;
    shown.current = null;
    setLoaded({ state: 'loading' });
    void carsByIds(apiBase, ids).then((cars) => {
      if (!live) return;
      shown.current = cars ? new Map(cars.map((car) => [car.id, car])) : null;
      setLoaded(shown.current ? { state: 'ready', cars: shown.current } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [hydrated, idsKey, apiBase]);
  return loaded;
}

const columnTitle = ({ picked, car }: Column) => (car ? vehicleTitle(car) : picked.name);

/** One column per car, one row per detail, a Remove button per car. */
function ComparisonTable({
  columns,
  texts,
  onRemove,
}: {
  columns: Column[];
  texts: PriceTexts;
  onRemove: (column: Column) => void;
}) {
  return (
    // A named region (a section with a name), focusable so a keyboard user can scroll a table wider
    // than the screen (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section className="compare__scroll" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare__table">
        <caption id="compare-caption">
          Comparing {columns.length} {columns.length === 1 ? 'car' : 'cars'}: price, year, make, model, badge and status
        </caption>
        <ComparedCarsHead columns={columns} />
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map(({ picked, car }) => (
                <td key={picked.id}>{car ? row.value(car, texts) : DASH}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Status</th>
            {columns.map(({ picked, car }) => (
              <td key={picked.id}>{statusLabel(car)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <span className="visually-hidden">Remove</span>
            </th>
            {columns.map((column) => (
              <td key={column.picked.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Remove ${columnTitle(column)}`}
                  onClick={() => onRemove(column)}
                >
                  Remove
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** Each car's photo and title, linking to its page while it is listed. */
function ComparedCarsHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        <td />
        {columns.map(({ picked, car }) => (
          <th key={picked.id} scope="col">
            {car?.primary_image_url && (
              <img src={car.primary_image_url} alt="" width={150} height={100} loading="lazy" />
            )}
            {car ? <a href={`/cars/${encodeURIComponent(car.slug)}`}>{vehicleTitle(car)}</a> : picked.name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
