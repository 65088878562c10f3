/** Scroll thresholds of the vehicle page (spec/shopping.md §2). */

/** "Sticky header appears after scrolling 500 px." */
const STICKY_HEADER_AFTER_PX = 500;
/** "On mobile a fixed bottom bar switches to an 'opened' style after scrolling more than 900 px." */
const MOBILE_BAR_OPENED_AFTER_PX = 900;

/** Past 500 px, not at it: "after scrolling 500 px" reads like "more than 900" below. */
export function stickyHeaderShown(scrollY: number): boolean {
  return scrollY > STICKY_HEADER_AFTER_PX;
}

export function mobileBarOpened(scrollY: number): boolean {
  return scrollY > MOBILE_BAR_OPENED_AFTER_PX;
}
