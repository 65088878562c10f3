/**
 * Asks the lead API for the car's views and current fields and patches the built page: a car sold
 * since the build swaps its price and buttons for the SOLD texts. A failed call changes nothing
 * (§7: "a not-OK answer returns nothing").
 */
import { livePatch } from '../../lib/vehicle/live.ts';

export async function patchLiveFields(article: HTMLElement): Promise<void> {
  const { vehicleSlug, liveQuery } = article.dataset;
  if (!vehicleSlug) return;
  let answer: unknown = null;
  try {
    const response = await fetch(`/api/cars/${encodeURIComponent(vehicleSlug)}/view.json?${liveQuery ?? ''}`);
    if (response.ok) answer = await response.json();
  } catch (error) {
    console.warn('Live car fields unavailable', error);
  }
  const patch = livePatch(answer as Parameters<typeof livePatch>[0]);
  if (!patch) return;
  const views = document.querySelector<HTMLElement>('[data-live="views"]');
  if (views && patch.views) {
    views.textContent = patch.views;
    views.hidden = false;
  }
  if (!patch.sold) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-live="available"]')) el.hidden = true;
  for (const el of document.querySelectorAll<HTMLElement>('[data-live="sold"]')) el.hidden = false;
  article.dataset.liveStatus = 'sold';
}
