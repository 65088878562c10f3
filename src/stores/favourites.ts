/** Favourite cars, kept in this browser (spec/shopping.md §3 Favourite: id, name, slug, make, model, primary_image_url). */
import { computed } from 'nanostores';
import { persistentJson } from './persist.ts';
import { trackEvent } from './analytics.ts';

export interface Favourite {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

const $favourites = persistentJson<Favourite[]>('forecourt:favourites', []);
export const $favouriteIds = computed($favourites, (list) => new Set(list.map((f) => f.id)));

/** Adds or removes a car; adding fires analytics event 39 (spec §7 "save car or favourite"). */
export function toggleFavourite(car: Favourite): void {
  const list = $favourites.get();
  if (list.some((f) => f.id === car.id)) {
    $favourites.set(list.filter((f) => f.id !== car.id));
    return;
  }
  $favourites.set([car, ...list]);
  trackEvent(39, { car_id: car.id });
}
