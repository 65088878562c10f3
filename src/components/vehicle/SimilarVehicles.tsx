/**
 * 'Similar … Available' (spec §5): prerendered from the build's stock, then asked again of
 * Meilisearch when the section nears the screen, so it never lists a car sold since the build. A
 * failure keeps the prerendered list (spec §8: logged, the section stops loading).
 */
import { useEffect, useState } from 'react';
import { multiSearch } from '../../lib/search/multi-search.ts';
import { pickSimilar, similarCandidates, similarQuery } from '../../lib/vehicle/similar.ts';
import type { StockFilterOptions } from '../../lib/stock/base-filter.ts';
import type { CardVehicle } from '../../lib/stock/shapes.ts';
import type { CardOptions } from '../../lib/search/island-props.ts';
import { ResultCard } from '../search/ResultCard.tsx';
import { fetchPost } from '../../client/fetch-post.ts';

export interface SimilarVehiclesProps {
  endpoint: { host: string; apiKey: string };
  indexUid: string;
  stockFilter: StockFilterOptions;
  car: { id: number; price: number | null; make: string; model: string; body: string | null; status: string };
  initial: CardVehicle[];
  card: CardOptions;
  builtAt: string;
}

export default function SimilarVehicles({
  endpoint,
  indexUid,
  stockFilter,
  car,
  initial,
  card,
  builtAt,
}: SimilarVehiclesProps) {
  const [cars, setCars] = useState(initial);
  useEffect(() => {
    const query = similarQuery(car, { indexUid, stockFilter, now: new Date() });
    multiSearch(endpoint, query, { post: fetchPost })
      .then((response) => setCars(pickSimilar(car, similarCandidates(response))))
      .catch((error: unknown) => console.error('Similar vehicles could not be refreshed', error));
  }, [endpoint, indexUid, stockFilter, car]);
  if (cars.length === 0) return null;
  return (
    <ul className="grid" aria-label="Similar vehicles" data-testid="similar-vehicles">
      {cars.map((similar) => (
        <ResultCard key={similar.id} car={similar} options={card} now={new Date(builtAt)} eager={false} />
      ))}
    </ul>
  );
}
