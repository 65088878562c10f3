/** Demo stock details: equipment, dealer comments, finance lenders, market data and identifiers. */
import type { AutograbData, FinanceLender } from '../lib/stock/vehicle.ts';
import type { Category, ModelSpec } from './catalogue.ts';
import { WMI } from './catalogue.ts';
import type { Random } from './random.ts';

const CAR_BASE = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing camera',
  'Autonomous emergency braking',
  'Lane keep assist',
  'Bluetooth',
  'Cruise control',
  'Alloy wheels',
];
const CAR_MID = [
  'Adaptive cruise control',
  'Blind spot monitoring',
  'Dual-zone climate control',
  'Keyless entry',
  'Push-button start',
  'Wireless phone charger',
  'LED headlights',
];
const CAR_HIGH = [
  'Leather seats',
  'Heated seats',
  'Sunroof',
  '360-degree camera',
  'Head-up display',
  'Power tailgate',
  'Premium sound system',
];
const UTE = ['Tow bar', 'Tub liner', 'Side steps', 'Rear diff lock'];
const SEVEN_SEATS = ['Third-row seating'];
const BY_CATEGORY: Record<Exclude<Category, 'cars'>, string[]> = {
  trucks: [
    'Air-suspended driver seat',
    'Reversing camera',
    'Bluetooth',
    'Exhaust brake',
    'Central locking',
    'Driver airbag',
  ],
  motorcycles: ['ABS', 'LED lighting', 'Digital dash', 'Slipper clutch', 'Traction control'],
  caravans: [
    'Ensuite with shower and toilet',
    'Queen bed',
    'Solar panels',
    'Diesel heater',
    'Roll-out awning',
    'Reverse-cycle air conditioning',
    '12V battery system',
    'External barbecue',
  ],
};

/** Features shoppers can filter by (the `filtered_features` facet). */
export const FILTER_FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Adaptive cruise control',
  'Sunroof',
  'Heated seats',
  'Leather seats',
  '360-degree camera',
  'Tow bar',
  'Third-row seating',
  'Solar panels',
  'Ensuite with shower and toilet',
];

/** Standard equipment: more the dearer the badge. */
export function equipment(spec: ModelSpec, newPrice: number): string[] {
  if (spec.category !== 'cars') return [...BY_CATEGORY[spec.category]];
  const list = [...CAR_BASE];
  if (newPrice >= 40_000) list.push(...CAR_MID);
  if (newPrice >= 60_000) list.push(...CAR_HIGH);
  if (spec.body === 'ute') list.push(...UTE);
  if ((spec.seats ?? 0) >= 7) list.push(...SEVEN_SEATS);
  return list;
}

const OPENERS = [
  'Just arrived in stock',
  'Well priced and ready to drive away',
  'A great example in excellent condition',
  'Popular model in a popular colour',
];
const USED_NOTES = [
  'One owner with full service history',
  'Logbook serviced on time',
  'Independently inspected and roadworthy',
  'Two keys and books included',
];
const CLOSERS = [
  'Finance available — ask about our competitive rates',
  'Trade-ins welcome',
  'Call us today to book a test drive',
  'Nationwide delivery can be arranged',
];

/** Dealer comments in '|' segments; a few are empty or only a separator (shown as "pending"). */
export function dealerComments(
  rng: Random,
  title: string,
  colour: string,
  used: boolean,
  features: string[],
): string | null {
  const roll = rng.next();
  if (roll < 0.04) return null;
  if (roll < 0.07) return '|';
  const highlights = rng.shuffle(features).slice(0, 3).join(', ').toLowerCase();
  return [
    `${rng.pick(OPENERS)}: ${title} in ${colour}`,
    ...(used ? [rng.pick(USED_NOTES)] : []),
    `Features include ${highlights}`,
    rng.pick(CLOSERS),
  ].join('|');
}

const PROVIDERS = [
  { key: 'stratton', name: 'Stratton Finance', rate: 8.99, comparison: 9.42, fees: 395 },
  { key: 'plenti', name: 'Plenti', rate: 7.49, comparison: 8.11, fees: 600 },
] as const;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** One lender's figures by the standard amortised loan formula: no deposit, no balloon. */
function lender(
  price: number,
  rate: number,
  comparison: number,
  termYears: number,
  fees: number,
  provider: string,
): FinanceLender {
  const months = termYears * 12;
  const r = rate / 100 / 12;
  const monthly = ((price + fees) * r) / (1 - (1 + r) ** -months);
  const weekly = Math.round((monthly * 12) / 52);
  return {
    disclaimer: `Estimated repayment of $${weekly} per week based on a ${termYears}-year secured consumer loan at ${rate}% p.a. (comparison rate ${comparison}% p.a.), no deposit and no balloon. Comparison rate based on a 5-year secured loan of $30,000. Fees and charges apply; subject to ${provider} credit approval.`,
    deposit: 0,
    paymentMonth: round2(monthly),
    paymentWeek: weekly,
    totalPayable: round2(monthly * months),
    interestRate: rate,
    comparisonRate: comparison,
    termMonths: months,
    termYears,
    termWeeks: termYears * 52,
    establishmentFees: fees,
    balloon: 0,
    financeProvider: provider,
  };
}

const ANGLE_ONLY = {
  disclaimer: null,
  paymentMonth: null,
  paymentWeek: null,
  totalPayable: null,
  interestRate: null,
  comparisonRate: null,
  termMonths: null,
  termWeeks: null,
  establishmentFees: null,
  balloon: null,
  financeProvider: null,
};

/** finance_lenders for one car: one or two providers, sometimes an 'angle' entry (deposit and termYears). */
export function financeLenders(rng: Random, price: number): Record<string, FinanceLender> {
  const out: Record<string, FinanceLender> = {};
  for (const p of rng.chance(0.5) ? PROVIDERS : [rng.pick(PROVIDERS)]) {
    out[p.key] = lender(price, p.rate, p.comparison, 5, p.fees, p.name);
  }
  if (rng.chance(0.3)) out.angle = { ...ANGLE_ONLY, deposit: 0, termYears: 5 };
  return out;
}

/** Market prices: about 40% clearly above the car's price (> $499, so the badge shows), the rest not. */
export function autograb(rng: Random, price: number): AutograbData {
  const roll = rng.next();
  const delta = roll < 0.4 ? rng.int(700, 4000) : roll < 0.6 ? rng.int(0, 499) : -rng.int(100, 3500);
  const state = Math.round((price + delta) / 10) * 10;
  return {
    state_average_market_price: state,
    average_market_price: Math.round((state * rng.int(97, 103)) / 1000) * 10,
  };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

export function vin(rng: Random, make: string): string {
  return (WMI[make] ?? 'ZZZ') + rng.chars(VIN_CHARS, 14);
}

/** A registration plate in the shape the state issues (approximately). */
export function regplate(rng: Random, state: string | null): string {
  switch (state) {
    case 'QLD':
      return rng.chars(DIGITS, 3) + rng.chars(LETTERS, 3);
    case 'NSW':
      return rng.chars(LETTERS, 2) + rng.chars(DIGITS, 2) + rng.chars(LETTERS, 2);
    case 'VIC':
      return rng.chars(DIGITS, 1) + rng.chars(LETTERS, 2) + rng.chars(DIGITS, 1) + rng.chars(LETTERS, 2);
    default:
      return rng.chars(LETTERS, 3) + rng.chars(DIGITS, 3);
  }
}
