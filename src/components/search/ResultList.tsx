import { useMemo, useState } from 'react';
import { useHits } from 'react-instantsearch-core';
import type { CardVehicle } from '../../lib/stock/shapes.ts';
import { collapseSoldRuns } from '../../lib/search/facets.ts';
import { placePromoTiles, type PromoTile } from '../../lib/search/promo.ts';
import { ResultCard } from './ResultCard.tsx';
import type { CardOptions, SearchIslandProps } from '../../lib/search/island-props.ts';

interface Props {
  card: CardOptions;
  promo: SearchIslandProps['promo'];
  collapseSold: boolean;
  /** 1-based, of the results shown. */
  page: number;
  hitsPerPage: number;
  now: Date;
}

/** The first two photos are what a phone shows above the fold: load them first. */
const EAGER_IMAGES = 2;

/** InstantSearch's hits (cards, as the search client made them), with our rules: collapsed sold runs and promo tiles. */
export function ResultList({ card, promo, collapseSold, page, hitsPerPage, now }: Props) {
  const { items: found, results } = useHits<CardVehicle>();
  const hits = collapseSold ? collapseSoldRuns(found) : found;
  // A randomised tile keeps its configured slot in the results the page was served with, so that
  // hydration neither changes the HTML nor moves the cards under a shopper's tap; each later answer
  // (another page, a filter) places it at random, once per answer rather than on every render.
  const [served] = useState(results);
  const rolls = useMemo(
    () => (results === served ? null : promo.tiles.map(() => Math.random())),
    [results, served, promo.tiles],
  );
  let rolled = 0;
  const items = placePromoTiles(hits, promo.tiles, {
    now,
    positions: promo.positions,
    randomise: promo.randomise && rolls !== null,
    random: () => rolls?.[rolled++] ?? 0,
    page,
    hitsPerPage,
  });
  return (
    <ul className="grid results" aria-label="Search results">
      {items.map((item, i) =>
        'promo' in item ? (
          <PromoCard key={`promo-${item.promo.id}`} tile={item.promo} />
        ) : (
          <ResultCard key={item.id} car={item} options={card} now={now} eager={i < EAGER_IMAGES} />
        ),
      )}
    </ul>
  );
}

function PromoCard({ tile }: { tile: PromoTile }) {
  return (
    <li className="promo-card" data-promo-id={tile.id}>
      <a href={tile.href}>
        {tile.imageUrl && <img src={tile.imageUrl} alt="" width={600} height={400} loading="lazy" />}
        <h3>{tile.title}</h3>
        <p>{tile.text}</p>
      </a>
    </li>
  );
}
