import { useStore } from '@nanostores/react';
import { $favouriteIds, toggleFavourite, type Favourite } from '../../stores/favourites.ts';
import { useHydrated } from '../hooks.ts';

/** Save or unsave a car in this browser. Renders unpressed until hydrated, since the server cannot know. */
export function FavouriteButton({ car }: { car: Favourite }) {
  const ids = useStore($favouriteIds);
  const hydrated = useHydrated();
  const saved = hydrated && ids.has(car.id);
  return (
    <button
      type="button"
      className="favourite"
      aria-pressed={saved}
      aria-label={`${saved ? 'Remove' : 'Save'} ${car.name} ${saved ? 'from' : 'to'} favourites`}
      onClick={() => toggleFavourite(car)}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
