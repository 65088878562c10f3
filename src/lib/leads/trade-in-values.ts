/**
 * The trade-in valuation form's rules, without React: the "Your car" inputs (spec/site.md §3
 * Valuation form extras: PreferredContactMethod, finance, kms, regoState, rego), their checks (the same zod
 * schemas the lead API applies, ./valuation-requests.ts) and the calls' bodies.
 */
import {
  estimateRequestSchema,
  maxValuationYear,
  regoLookupSchema,
  MIN_VALUATION_YEAR,
  VALUATION_MESSAGES,
} from './valuation-requests.ts';
import type * as z from 'zod/mini';

export type ContactMethod = 'Phone' | 'Email' | 'SMS';
export const CONTACT_METHODS: ContactMethod[] = ['Phone', 'Email', 'SMS'];

export type CarValues = {
  year: string;
  make: string;
  model: string;
  kms: string;
  rego: string;
  regoState: string;
  PreferredContactMethod: ContactMethod;
  finance: '' | 'Yes' | 'No';
};
export type CarField = keyof CarValues;
/** Display order; the first invalid one takes focus. */
export const CAR_FIELDS: CarField[] = [
  'year',
  'make',
  'model',
  'kms',
  'rego',
  'regoState',
  'PreferredContactMethod',
  'finance',
];

export const initialCarValues: CarValues = {
  year: '',
  make: '',
  model: '',
  kms: '',
  rego: '',
  regoState: '',
  PreferredContactMethod: 'Phone',
  finance: '',
};

/** Newest first, from next year's models back to the oldest the API values. */
export const valuationYears = (now: Date): number[] =>
  Array.from({ length: maxValuationYear(now) - MIN_VALUATION_YEAR + 1 }, (_, i) => maxValuationYear(now) - i);

/** Odometer as typed ("45,000", "45 000") → a whole number; anything else NaN (the schema's message). */
function parseKms(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export type CarRequests =
  | {
      ok: true;
      estimate: { year: number; make: string; model: string; kms: number; lead_id: string };
      rego: z.output<typeof regoLookupSchema>;
    }
  | { ok: false; errors: Partial<Record<CarField, string>> };

function collect(errors: Partial<Record<CarField, string>>, issues: z.core.$ZodIssue[]): void {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as CarField;
    if (CAR_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
}

/** Checks every input; the bodies of rego-lookup and estimate, or a message per bad field. */
export function carRequests(values: CarValues, leadId: string, now: Date): CarRequests {
  const estimate = {
    year: values.year === '' ? Number.NaN : Number(values.year),
    make: values.make.trim(),
    model: values.model.trim(),
    kms: parseKms(values.kms),
    lead_id: leadId,
  };
  const rego = {
    rego: values.rego,
    regoState: values.regoState,
    PreferredContactMethod: values.PreferredContactMethod,
    ...(values.finance ? { finance: values.finance } : {}),
  };
  const errors: Partial<Record<CarField, string>> = {};
  const checkedEstimate = estimateRequestSchema(now).safeParse(estimate);
  if (!checkedEstimate.success) collect(errors, checkedEstimate.error.issues);
  const checkedRego = regoLookupSchema.safeParse(rego);
  if (!checkedRego.success) collect(errors, checkedRego.error.issues);
  // Optional for the API (other clients), asked for on this form (design).
  if (values.finance === '') errors.finance = VALUATION_MESSAGES.finance;
  if (!checkedEstimate.success || !checkedRego.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, estimate, rego: checkedRego.data };
}
