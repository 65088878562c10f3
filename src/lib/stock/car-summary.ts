/**
 * What a list of cars shows (GET /api/cars: the garage, the compare table, the checkout journey).
 * The lead API builds it and the islands read it, so the shape lives here rather than in src/server.
 */
export type CarSummary = {
  id: number; slug: string; year: number | null; make: string; model: string; badge: string | null;
  price: number | null; status: string; reserved: boolean; primary_image_url: string | null;
};
