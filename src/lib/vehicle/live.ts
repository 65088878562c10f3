/**
 * Live fields (spec/shopping.md §7 view.json): the built page asks for the car's views and current
 * fields, sending what it was built with (photos_count, updated_at, website_id), and patches the
 * answer in. These rules decide what the answer changes.
 */
export function liveFieldsQuery(car: { photos_count: number; updated_at: string | null }, websiteId: number): string {
  return new URLSearchParams({
    photos_count: String(car.photos_count),
    updated_at: car.updated_at ?? '',
    website_id: String(websiteId),
  }).toString();
}

export type LivePatch = { sold: boolean; views: string | null };

// Its own formatter rather than format/money.ts's formatCount: this runs in the car page's eager
// script, and importing money.ts brings all of its formatters (the page is at its 75 KB budget).
const viewsFormat = new Intl.NumberFormat('en-AU');

/**
 * A car built as available that the API now calls unavailable (status neither in_stock nor
 * coming_soon, decided on the server) shows as sold.
 */
export function livePatch(answer: { views?: unknown; available?: unknown } | null): LivePatch | null {
  if (!answer || typeof answer !== 'object') return null;
  const views =
    typeof answer.views === 'number' && answer.views > 0
      ? `Viewed ${viewsFormat.format(answer.views)} ${answer.views === 1 ? 'time' : 'times'}`
      : null;
  return { sold: answer.available === false, views };
}
