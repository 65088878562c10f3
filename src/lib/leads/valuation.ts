/**
 * Trade-in valuation rules (spec/site.md §5 Trade-in valuation: "Online estimates are generally not
 * given for cars over 7 years or 100,000 km"; §3 Trade-in valuation kept locally). The spec says the
 * valuation tool is a third-party service whose call is not shown, so the estimate here is our own
 * design, documented per constant: the dealer's own stock of the same make and model (year ±1) is
 * the market; the offer is what the dealer can pay and still resell at that market price.
 * Pure functions: the lead API (src/api/routes/trade-in.ts) and the form both use them.
 */
import { AUSTRALIAN_STATES } from '../options/fields.ts';
import { currentYear } from '../vehicle/dates.ts';

/** spec/site.md §5: no online estimate for a car more than 7 years old… */
const MAX_ONLINE_ESTIMATE_AGE_YEARS = 7;
/** …or with more than 100,000 km. */
const MAX_ONLINE_ESTIMATE_KMS = 100_000;

export const NO_ONLINE_ESTIMATE =
  "We can't give an online estimate for a car over 7 years old or with more than 100,000 km. Our team will value it in person and call you.";
/** Design: what the shopper reads when there are too few comparable cars to price theirs. */
export const NO_COMPARABLES =
  "We don't have enough similar cars to estimate yours online. Our team will value it and call you.";

/**
 * Design: each km below (above) the comparables' median adds (takes off) 8 cents, a typical
 * depreciation rate for a used passenger car over its first 100,000 km.
 */
const KM_RATE = 0.08;
/** Design: the km adjustment is capped at 25% of the median price, so one odd odometer cannot dominate. */
const MAX_KM_ADJUSTMENT = 0.25;
/** Design: reconditioning, holding cost and resale margin taken off the market price (18%). */
const RESALE_MARGIN = 0.18;
/** Design: offers are rounded down to the nearest $100. */
const OFFER_STEP = 100;
/** Design: fewer comparables than this is no market at all; no estimate. */
const MIN_COMPARABLES = 2;

/** False when the car is over 7 years old (current year − year > 7) or over 100,000 km (spec/site.md §5). */
export function onlineEstimateAllowed(car: { year: number; kms: number }, now: Date = new Date()): boolean {
  return currentYear(now) - car.year <= MAX_ONLINE_ESTIMATE_AGE_YEARS && car.kms <= MAX_ONLINE_ESTIMATE_KMS;
}

export type Comparable = { price: number; year: number; km: number | null };

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rounds down to the step, after rounding to cents so 24_599.9999… (float noise) is not 24_500. */
const roundDown = (amount: number, step = OFFER_STEP) => Math.floor(Math.round(amount * 100) / (step * 100)) * step;

/**
 * A trade-in offer from comparable cars for sale (same make/model, year ±1; the caller picks them):
 * median asking price, plus (median km − car km) × KM_RATE capped at ±MAX_KM_ADJUSTMENT of that
 * price, less RESALE_MARGIN, rounded down to $100. Comparables without a sensible price are ignored;
 * without km they still count for price but not for the km median (no km at all: no km adjustment).
 * null with fewer than MIN_COMPARABLES or when nothing positive is left.
 */
export function estimateOffer(comparables: Comparable[], car: { year: number; kms: number }): number | null {
  const usable = comparables.filter((c) => Number.isFinite(c.price) && c.price > 0);
  if (usable.length < MIN_COMPARABLES) return null;
  const price = median(usable.map((c) => c.price))!;
  const kms = median(usable.flatMap((c) => (c.km !== null && Number.isFinite(c.km) && c.km >= 0 ? [c.km] : [])));
  const cap = price * MAX_KM_ADJUSTMENT;
  const kmAdjustment = kms === null ? 0 : Math.max(-cap, Math.min(cap, (kms - car.kms) * KM_RATE));
  const offer = roundDown((price + kmAdjustment) * (1 - RESALE_MARGIN));
  return offer > 0 ? offer : null;
}

export type Answer = 'Yes' | 'No';
export type AdjustmentQuestion = { id: string; question: string; deductWhen: Answer; percent: number };

/**
 * Design: condition questions asked after the estimate; the answer in `deductWhen` takes `percent`
 * of the offer off (typical reconditioning costs as a share of a used car's value). Deductions
 * add up (at most 15 + 5 + 3 + 4 = 27%) and are taken off the estimate once.
 */
export const ADJUSTMENT_QUESTIONS = [
  { id: 'accident_damage', question: 'Has the car ever had accident damage?', deductWhen: 'Yes', percent: 15 },
  { id: 'service_history', question: 'Is the service history complete?', deductWhen: 'No', percent: 5 },
  { id: 'tyres_brakes', question: 'Do the tyres or brakes need work?', deductWhen: 'Yes', percent: 3 },
  {
    id: 'interior_damage',
    question: 'Is there any interior damage (tears, stains or burns)?',
    deductWhen: 'Yes',
    percent: 4,
  },
] as const satisfies readonly AdjustmentQuestion[];

export type AdjustmentId = (typeof ADJUSTMENT_QUESTIONS)[number]['id'];
export type AdjustmentAnswers = Partial<Record<AdjustmentId, Answer>>;

/** The percentage the answers take off; an unanswered question takes nothing off. */
function adjustmentPercent(answers: AdjustmentAnswers): number {
  return ADJUSTMENT_QUESTIONS.reduce((total, q) => total + (answers[q.id] === q.deductWhen ? q.percent : 0), 0);
}

/** The offer less the answers' deductions, rounded down to $100 (never below 0). */
export function adjustOffer(offer: number, answers: AdjustmentAnswers): number {
  return Math.max(0, roundDown((offer * (100 - adjustmentPercent(answers))) / 100));
}

/** spec/site.md §3 Valuation form extras: the Australian states and territories a rego is issued in. */
export const REGO_STATES = AUSTRALIAN_STATES;

/** Design: a rego as the registries print it: spaces and dashes dropped, upper case, 1–9 letters or digits. */
export const normaliseRego = (rego: string) => rego.replace(/[\s-]/g, '').toUpperCase();
export const REGO_PATTERN = /^[A-Z0-9]{1,9}$/;
