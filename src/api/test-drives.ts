/**
 * When a test drive can be booked, for the availability call and for the booking itself, so both
 * apply the same rules (lib/leads/test-drive-slots.ts): half-hour starts in the opening hours of
 * the car's sales location (else the primary one), from tomorrow over AVAILABILITY_DAYS days, less
 * the starts already booked for the car.
 */
import { testDriveSlots, type SlotDay } from '../lib/leads/test-drive-slots.ts';
import { addDays, localTime, locationTimeZone } from '../lib/hours/clock.ts';
import { locationSpecialEntries } from '../lib/hours/special.ts';
import type { LiveCar } from '../lib/stock/shapes.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import { HttpError } from './http.ts';
import type { ApiContext } from './context.ts';

const AVAILABILITY_DAYS = 14;
export const NO_SUCH_SLOT = 'Please choose one of the times offered for a test drive.';

export type Availability = { location: string; time_zone: string; today: string; days: SlotDay[] };

/** The free starts for `car` (null: a test drive of no car in particular, at the primary location). */
export async function availability(ctx: ApiContext, tenant: Tenant, car: LiveCar | null): Promise<Availability> {
  const locations = tenant.locations.filter((l) => l.type === 'sales' || l.type === '');
  const location = locations.find((l) => l.id === car?.location_id) ?? locations.find((l) => l.primary) ?? locations[0];
  if (!location) throw new HttpError(404, 'This dealer takes test-drive bookings by phone.');
  const timeZone = locationTimeZone(location);
  const now = ctx.now();
  const today = localTime(now, timeZone).date;
  const specials = locationSpecialEntries(
    location,
    tenant.hours.closedOnPublicHolidays,
    today,
    addDays(today, AVAILABILITY_DAYS),
  );
  const booked = new Set(car ? await ctx.store.leads.testDriveTimes(tenant.slug, car.id) : []);
  const days = testDriveSlots(location.openingHours, specials, now, timeZone, AVAILABILITY_DAYS, booked);
  return { location: location.name, time_zone: timeZone, today, days };
}

/** A local 'YYYY-MM-DDTHH:MM' start as the slots name it (seconds, if sent, must be :00). */
export function slotOf(booking: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::00(?:\.0+)?)?$/.exec(booking);
  return match ? match[1]! : null;
}

export const offers = (days: SlotDay[], slot: string) =>
  days.some((day) => slot.startsWith(`${day.date}T`) && day.slots.includes(slot.slice(11)));
