/**
 * How a gallery image loads (spec/shopping.md §9 "first 2 images load with priority"). Its own
 * module, with no imports, because the gallery loads with the page: importing it brings nothing
 * else into the JavaScript the car page loads up front.
 */

/** §9: "first 2 images load with priority". */
const PRIORITY_IMAGES = 2;

export type ImageLoading = { loading: 'eager' | 'lazy'; fetchpriority: 'high' | 'auto' };

/**
 * The first PRIORITY_IMAGES slides load eagerly (the visible slide and the next, one swipe away),
 * the rest lazily. Only the first is fetched at high priority: it is the one visible at load (the
 * page's largest paint), and a second high-priority request would compete with it.
 */
export function imageLoading(index: number): ImageLoading {
  return { loading: index < PRIORITY_IMAGES ? 'eager' : 'lazy', fetchpriority: index === 0 ? 'high' : 'auto' };
}
