/** Car status rules shared by search cards, the car page and the lead API (spec/shopping.md §4 Availability). */

/** §4: "A car is available when status is in_stock or coming_soon." */
export function isAvailable(car: { status: string }): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}
