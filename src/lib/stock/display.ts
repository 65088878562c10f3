/** Text shoppers see for a car, shared by cards, pages, titles and structured data. */
interface TitledCar {
  year: number | null;
  make: string;
  model: string;
  badge?: string | null;
  series?: string | null;
}

/** Title as the sidebar shows it: year, make, model, badge, series. */
export function vehicleTitle(car: TitledCar): string {
  return [car.year, car.make, car.model, car.badge, car.series].filter((part) => part != null && part !== '').join(' ');
}

/** "used" reads as the tenant's label (e.g. Pre-Owned); other types are capitalised. */
export function carTypeLabel(carType: string, usedLabel: string): string {
  if (carType === 'used') return usedLabel;
  return carType.charAt(0).toUpperCase() + carType.slice(1);
}

interface PicturedCar {
  primary_image_url?: string | null;
  images?: { image: { url: string } }[] | null;
}

export function primaryImage(car: PicturedCar): string | null {
  return car.primary_image_url || car.images?.[0]?.image.url || null;
}
