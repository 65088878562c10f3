/**
 * The app's own vehicle type: every Car field of spec/shopping.md §3, with the spec's snake_case
 * names. Fields the spec implies can be absent are `| null` (never missing), lists default to [].
 * The feed (feed.ts, normalise.ts) and Meilisearch hits (hits.ts) are both mapped into this shape.
 */

import type { BodyType, CarStatus, CarType, ItemType } from './vehicle-values.ts';

export type VehicleImage = { image: { url: string; thumb: { url: string } } };

/** angle: spin frame index (exterior) or 0 (interior); x, y: percent of the image width / height. */
type HotspotPosition = { angle: number; x: number; y: number };
export type Hotspot = { description: string; positions: HotspotPosition[] };
export type Hotspots = { exterior: Hotspot[]; interior: Hotspot[] };

export type Variant = {
  cylinders: number | null;
  enginesize: number | null; // cc
  enginesize_litres: number | null;
  induction: string | null;
  fuelconsumptioncombined: number | null; // L/100km
  fuelcapacity: number | null; // litres
  grossvehiclemass: number | null; // kg
  vehiclelength: number | null; // mm
  vehicleheight: number | null; // mm
  vehiclewidth: number | null; // mm
  torque: number | null; // Nm
  bodyconfiguration: string | null;
  ancaprating: number | null; // stars
  geartype: string | null;
};

export type AutograbData = {
  state_average_market_price: number | null;
  average_market_price: number | null;
};

type VehicleAddress = {
  id: number | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  place_url: string | null;
};

type VehicleLocation = {
  id: number;
  name: string;
  slug: string;
  phone: string | null;
  address: VehicleAddress;
  /** ids of further locations this car can be seen at or delivered to */
  distribution_locations: number[];
};

/** One finance provider's figures for this car; the 'angle' entry only carries deposit and termYears. */
export type FinanceLender = {
  disclaimer: string | null;
  deposit: number | null;
  paymentMonth: number | null;
  paymentWeek: number | null;
  totalPayable: number | null;
  interestRate: number | null;
  comparisonRate: number | null;
  termMonths: number | null;
  termYears: number | null;
  termWeeks: number | null;
  establishmentFees: number | null;
  balloon: number | null;
  financeProvider: string | null;
};

export type Vehicle = {
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  interior_colour: string | null;
  km: number | null;
  price: number;
  before_price: number | null;
  /** The manufacturer's recommended retail price of a new car (before on-road costs), where the feed has it. */
  rrp: number | null;
  subscription_price: number | null;
  weekly_price: number | null;
  preorder: boolean;
  price_type: string | null;
  car_type: CarType;
  status: CarStatus;
  sold_date: string | null; // ISO date-time
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  /** The car has an NVIC (National Vehicle Identification Code), so Redbook knows its factory specifications. */
  has_nvic: boolean;
  created_at: string | null; // ISO date-time
  updated_at: string | null; // ISO date-time
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  rego_expiry: string | null; // YYYY-MM-DD
  build_date: string | null; // YYYY-MM-DD
  compliance_date: string | null; // YYYY-MM-DD
  images: VehicleImage[];
  thumbnails: string[];
  primary_image_url: string | null;
  video_url: string | null;
  external_video_url: string | null;
  spin_images: string[];
  spin_interior_image: string | null;
  spin_code: string | null;
  hotspots: Hotspots | null;
  standardEquipment: string[];
  dealercomments: string | null;
  views: number;
  photos_count: number;
  simple_body: BodyType | null;
  body: string | null;
  bodyconfiguration: string | null;
  simple_transmission: string | null;
  trans: string | null;
  gearnum: number | null;
  simple_fuel: string | null;
  fuel: string | null;
  simple_drive: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engine_size: number | null; // cc
  engine_size_litres: number | null;
  item_type: ItemType;
  body_width: number | null; // mm
  body_length: number | null; // mm
  tare_weight: number | null; // kg
  axle_type: string | null;
  sleeps: number | null;
  aggregate_trailer_mass: number | null; // kg
  variant: Variant | null;
  autograb_data: AutograbData | null;
  location: VehicleLocation | null;
  finance_lenders: Record<string, FinanceLender> | null;
  file: string | null; // history report URL
  show_on_dealer_website: boolean;
  dealership_id: number | null;
  dealership_slug: string | null;
  dealership_name: string | null;
  city: string | null;
  state: string | null;
  location_name: string | null;
  private_suburb: string | null;
  private_postcode: string | null;
  carsales_title: string | null;
  location_id: number | null;
  payment_processors: string[];
  url: string | null;
  categories: string[];
  filtered_features: string[];
};

/** A vehicle with every field at its empty value: the base for mappers, and the runtime field list. */
export function emptyVehicle(): Vehicle {
  return { ...emptyListing(), ...emptyRecord(), ...emptyMedia(), ...emptySpecifications(), ...emptyDealer() };
}

/** The listing: what the car is, its price and where it stands in the sale. */
function emptyListing() {
  return {
    id: 0,
    slug: '',
    path: '',
    name: '',
    year: 0,
    make: '',
    model: '',
    badge: null,
    series: null,
    colour: null,
    interior_colour: null,
    km: null,
    price: 0,
    before_price: null,
    rrp: null,
    subscription_price: null,
    weekly_price: null,
    preorder: false,
    price_type: null,
    car_type: 'used',
    status: 'in_stock',
    sold_date: null,
    tag: null,
    reserved: false,
    certified: false,
    has_nvic: false,
  } satisfies Partial<Vehicle>;
}

/** The stock record: its dates and the numbers that identify the car. */
function emptyRecord() {
  return {
    created_at: null,
    updated_at: null,
    stocknum: null,
    vin: null,
    regplate: null,
    rego_expiry: null,
    build_date: null,
    compliance_date: null,
  } satisfies Partial<Vehicle>;
}

/** Photos, video, the 360° spin and the words and figures shown beside them. */
function emptyMedia() {
  return {
    images: [],
    thumbnails: [],
    primary_image_url: null,
    video_url: null,
    external_video_url: null,
    spin_images: [],
    spin_interior_image: null,
    spin_code: null,
    hotspots: null,
    standardEquipment: [],
    dealercomments: null,
    views: 0,
    photos_count: 0,
  } satisfies Partial<Vehicle>;
}

/** Body, drivetrain, engine and caravan specifications, and the factory data. */
function emptySpecifications() {
  return {
    simple_body: null,
    body: null,
    bodyconfiguration: null,
    simple_transmission: null,
    trans: null,
    gearnum: null,
    simple_fuel: null,
    fuel: null,
    simple_drive: null,
    drive: null,
    seats: null,
    doors: null,
    engine_size: null,
    engine_size_litres: null,
    item_type: 'car',
    body_width: null,
    body_length: null,
    tare_weight: null,
    axle_type: null,
    sleeps: null,
    aggregate_trailer_mass: null,
    variant: null,
    autograb_data: null,
  } satisfies Partial<Vehicle>;
}

/** Where the car is, who sells it and how it is paid for and filed. */
function emptyDealer() {
  return {
    location: null,
    finance_lenders: null,
    file: null,
    show_on_dealer_website: false,
    dealership_id: null,
    dealership_slug: null,
    dealership_name: null,
    city: null,
    state: null,
    location_name: null,
    private_suburb: null,
    private_postcode: null,
    carsales_title: null,
    location_id: null,
    payment_processors: [],
    url: null,
    categories: [],
    filtered_features: [],
  } satisfies Partial<Vehicle>;
}

/** Every Vehicle field name, in declaration order. */
export const VEHICLE_FIELDS = Object.keys(emptyVehicle()) as readonly (keyof Vehicle)[];

/** Unix seconds of an ISO date-time, or null when absent or unparseable. */
export function unixSeconds(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
