/**
 * The smaller shapes of a car that travel on their own, each a Pick of Vehicle with its field list
 * as data: the list is what a query asks Meilisearch to retrieve, and what hits.ts's readers keep
 * of a hit. One Vehicle, so a field renamed there is renamed everywhere.
 */
import type { Vehicle } from './vehicle.ts';

/** What a result card shows (search results, similar cars, home page arrivals). */
export const CARD_FIELDS = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'price',
  'before_price',
  'subscription_price',
  'price_type',
  'state',
  'preorder',
  'car_type',
  'status',
  'reserved',
  'certified',
  'tag',
  'km',
  'simple_transmission',
  'simple_fuel',
  'body',
  'city',
  'dealership_slug',
  'primary_image_url',
  'created_at',
  'item_type',
] as const satisfies readonly (keyof Vehicle)[];
export type CardVehicle = Pick<Vehicle, (typeof CARD_FIELDS)[number]>;

/** What a list of cars shows (GET /api/cars: the garage, the compare table, the checkout journey). */
export const SUMMARY_FIELDS = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'price',
  'price_type',
  'state',
  'status',
  'reserved',
  'primary_image_url',
] as const satisfies readonly (keyof Vehicle)[];
export type CarSummary = Pick<Vehicle, (typeof SUMMARY_FIELDS)[number]>;

/** The fields a built page may have stale: price, state and tags (view.json's car_fields). */
export const LIVE_FIELDS = [
  'status',
  'price',
  'before_price',
  'reserved',
  'tag',
  'km',
  'sold_date',
  'updated_at',
  'photos_count',
] as const satisfies readonly (keyof Vehicle)[];

/**
 * A car as the lead API reads it: its live fields and what the API's calls need besides (the phone,
 * the test-drive location, the gauge's market prices, an ADF vehicle, and the title and dealership
 * a lead about it is filed under).
 */
export const LIVE_CAR_FIELDS = [
  'id',
  'slug',
  'car_type',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'dealership_slug',
  'vin',
  'stocknum',
  'dealership_id',
  'location_id',
  'location',
  'autograb_data',
  ...LIVE_FIELDS,
] as const satisfies readonly (keyof Vehicle)[];
export type LiveCar = Pick<Vehicle, (typeof LIVE_CAR_FIELDS)[number]>;

/** The car a lead form is about, as the page gives it to the form. */
export type LeadCar = Pick<
  Vehicle,
  'id' | 'slug' | 'make' | 'model' | 'car_type' | 'status' | 'stocknum' | 'dealership_id' | 'dealership_slug' | 'tag'
> & {
  name: string;
  manufacturer_slug: string | null;
};
