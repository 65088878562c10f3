/**
 * Analytics events (spec/shopping.md §7: 49 search page view, 39 favourite, …) pushed to the
 * page's dataLayer. A failure is a console warning and never blocks the shopper.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function trackEvent(id: number, data: Record<string, unknown> = {}): void {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: 'forecourt', event_id: id, ...data });
  } catch (error) {
    console.warn('Analytics event failed', id, error);
  }
}
