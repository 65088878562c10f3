/**
 * The dealer number on the vehicle page and its reveal (spec/shopping.md §4 Phone reveal, §7 phone
 * choice and reveal call, §9 phone display). Which number: choosePhone; how it reads: formatPhone.
 */
import { choosePhone, type CarTypeName, type PhoneSettings } from '../contact/phone-choice.ts';
import { formatPhone, telHref } from '../format/phone.ts';

/** §4: "first 5 characters visible, rest starred". */
const PHONE_VISIBLE_CHARS = 5;

/**
 * '07 3390 1200' → '07 33** ****'. The first 5 characters of the number as displayed stay (a space
 * counts, as the shopper sees it); after them each digit becomes '*' and spaces stay, so the
 * masked number keeps the shape of the real one and the button does not change width on reveal.
 */
function maskPhone(display: string, visible = PHONE_VISIBLE_CHARS): string {
  const chars = [...display];
  return chars.map((ch, i) => (i < visible || /\s/.test(ch) ? ch : '*')).join('');
}

export type DealerPhone = {
  /** As stored (+61…), for the reveal call and analytics. */
  raw: string;
  /** '07 3390 1200' */
  display: string;
  /** 'tel:+61733901200' */
  href: string;
  /** '07 33** ****', shown until the reveal (features.phoneReveal). */
  masked: string;
};

type PhoneCar = { car_type: string; location?: { phone: string | null } | null };

const CAR_TYPES: readonly string[] = ['new', 'used', 'demo'];

/** The number a car's call button dials and shows, or null when the dealer has none (§8: warn only). */
export function dealerPhone(phones: PhoneSettings, car: PhoneCar): DealerPhone | null {
  const carType = CAR_TYPES.includes(car.car_type) ? (car.car_type as CarTypeName) : undefined;
  const raw = choosePhone(phones, carType, car.location?.phone ?? null);
  if (raw === null) return null;
  const display = formatPhone(raw);
  return { raw, display, href: telHref(raw), masked: maskPhone(display) };
}

/** §7 phone reveal payload: car_id, dealership_id, website_id. */
export function phoneRevealPayload(car: { id: number; dealership_id: number | null }, websiteId: number) {
  return { car_id: car.id, dealership_id: car.dealership_id, website_id: websiteId };
}
