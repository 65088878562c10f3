/** A car as schema.org structured data (its vehicle type, details and Offer), for its vehicle page. */

export interface VehicleLdInput {
  url: string;
  name: string;
  car: {
    vin?: string | null;
    make: string;
    model: string;
    year: number;
    badge?: string | null;
    km?: number | null;
    price?: number | null;
    car_type: string;
    status: string;
    item_type?: string | null;
    simple_body?: string | null;
    colour?: string | null;
    interior_colour?: string | null;
    body?: string | null;
    simple_fuel?: string | null;
    fuel?: string | null;
    simple_transmission?: string | null;
    simple_drive?: string | null;
    doors?: number | null;
    seats?: number | null;
    engine_size?: number | null;
  };
  images: string[];
  dealer: { name: string; url: string; telephone?: string | null };
  /** What the price includes, as the page says it (lib/pricing/label.ts); null with no price. */
  priceLabel?: string | null;
}

const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
};

/** schema.org's DriveWheelConfigurationValue members; a drive not listed (4x2) is sent as text. */
const DRIVE_WHEELS: Record<string, string> = {
  awd: 'https://schema.org/AllWheelDriveConfiguration',
  '4x4': 'https://schema.org/FourWheelDriveConfiguration',
  fwd: 'https://schema.org/FrontWheelDriveConfiguration',
  rwd: 'https://schema.org/RearWheelDriveConfiguration',
};

/**
 * The schema.org type for a stock item: Motorcycle, BusOrCoach for buses, Vehicle for what is not
 * a car (caravans, trailers, trucks, motorhomes), else Car (Google's vehicle listing type).
 * @internal Exported for its tests.
 */
export function vehicleType(car: Pick<VehicleLdInput['car'], 'item_type' | 'simple_body'>): string {
  if (car.item_type === 'motorcycle') return 'Motorcycle';
  if (car.simple_body === 'bus') return 'BusOrCoach';
  if (car.item_type === 'caravan' || car.item_type === 'truck' || car.simple_body === 'motorhome') return 'Vehicle';
  return 'Car';
}

const orUndefined = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === '' ? undefined : value;

function engine(car: VehicleLdInput['car']): Record<string, unknown> | undefined {
  const fuel = orUndefined(car.fuel ?? car.simple_fuel);
  const cc = orUndefined(car.engine_size);
  if (fuel === undefined && cc === undefined) return undefined;
  return {
    '@type': 'EngineSpecification',
    fuelType: fuel,
    engineDisplacement: cc === undefined ? undefined : { '@type': 'QuantitativeValue', value: cc, unitCode: 'CMQ' },
  };
}

/** The Offer, only for a car with a price: Google refuses an Offer without one (price on application). */
function offer(url: string, { car, dealer, priceLabel }: VehicleLdInput) {
  const price = car.price ?? 0;
  if (price <= 10) return undefined;
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'AUD',
    price,
    description: priceLabel || undefined,
    availability: AVAILABILITY[car.status] ?? 'https://schema.org/LimitedAvailability',
    itemCondition: condition(car),
    seller: { '@type': 'AutoDealer', name: dealer.name, url: dealer.url, telephone: orUndefined(dealer.telephone) },
  };
}

const condition = (car: VehicleLdInput['car']) =>
  car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';

/**
 * A vehicle listing as Google reads it (developers.google.com/search/docs/appearance/structured-data/vehicle-listing):
 * the right type, every property the stock feed has, and an Offer only when the car has a price
 * (shown only above 10, spec §5); a price-on-application car keeps its markup without one.
 */
export function vehicleJsonLd(input: VehicleLdInput): Record<string, unknown> {
  const { url, name, car, images } = input;
  const seats = orUndefined(car.seats);
  return {
    '@context': 'https://schema.org',
    '@type': vehicleType(car),
    name,
    url,
    vehicleIdentificationNumber: orUndefined(car.vin),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: orUndefined(car.badge),
    vehicleModelDate: String(car.year),
    itemCondition: condition(car),
    mileageFromOdometer: car.km != null ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    color: orUndefined(car.colour),
    vehicleInteriorColor: orUndefined(car.interior_colour),
    bodyType: orUndefined(car.body),
    numberOfDoors: orUndefined(car.doors),
    // Google's vehicle listing reads vehicleSeatingCapacity; schema.org's Vehicle also has seatingCapacity.
    vehicleSeatingCapacity: seats,
    seatingCapacity: seats,
    driveWheelConfiguration: car.simple_drive ? (DRIVE_WHEELS[car.simple_drive] ?? car.simple_drive) : undefined,
    fuelType: orUndefined(car.fuel ?? car.simple_fuel),
    vehicleEngine: engine(car),
    vehicleTransmission: orUndefined(car.simple_transmission),
    image: images,
    offers: offer(url, input),
  };
}
