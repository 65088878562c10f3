/**
 * The lead form as a state machine (spec/shopping.md §4 Multi-step enquiry form; spec/site.md §4
 * Form submit): named actions, each a pure step from one state to the next, so the rules can be
 * read and tested without React. ./useLeadForm.ts runs the effects (sending, focus, the stores).
 */
import type { FieldName, FormValues, OfferSubject } from '../../lib/leads/lead-values.ts';

type Status = 'idle' | 'sending' | 'sent';

export type LeadFormState = {
  values: FormValues;
  /** The offer the form is about (?offer=), known once the island has hydrated. */
  offer: OfferSubject | null;
  step: number;
  errors: Record<string, string>;
  status: Status;
  /** What went wrong sending, for the error-warning alert. */
  formError: string | null;
  /** What takes focus once the state has rendered: the error summary or the new step's first field. */
  focus: 'summary' | 'step' | null;
};

export type LeadFormAction =
  /** The island hydrated: the shopper's remembered details, and the offer the page is about. */
  | { type: 'hydrated'; remembered: Partial<FormValues>; offer: OfferSubject | null; offerMessage: string | null }
  | { type: 'edited'; field: FieldName; value: FormValues[FieldName] }
  /** A check failed: its messages, on the first step that shows one of them. */
  | { type: 'failed'; errors: Record<string, string>; step: number }
  | { type: 'moved'; step: number }
  | { type: 'sending' }
  | { type: 'sent' }
  /** The API refused the lead or could not be reached: what it said, and its messages per field, if any. */
  | { type: 'refused'; message: string; errors: Record<string, string> | null; step: number }
  | { type: 'focused' };

export const initialLeadFormState = (values: FormValues): LeadFormState => ({
  values,
  offer: null,
  step: 0,
  errors: {},
  status: 'idle',
  formError: null,
  focus: null,
});

function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors;
  const { [field]: _fixed, ...rest } = errors;
  return rest;
}

export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case 'hydrated': {
      const message = action.offerMessage !== null && state.values.message === '' ? action.offerMessage : null;
      const values = { ...state.values, ...action.remembered, ...(message !== null && { message }) };
      return { ...state, offer: action.offer, values };
    }
    case 'edited':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: withoutError(state.errors, action.field),
      };
    case 'failed':
      return { ...state, errors: action.errors, step: action.step, focus: 'summary' };
    case 'moved':
      return { ...state, errors: {}, step: action.step, focus: 'step' };
    case 'sending':
      return { ...state, status: 'sending', formError: null };
    case 'sent':
      return { ...state, status: 'sent', formError: null };
    case 'refused': {
      const refused = { ...state, status: 'idle' as const, formError: action.message };
      return action.errors
        ? leadFormReducer(refused, { type: 'failed', errors: action.errors, step: action.step })
        : refused;
    }
    case 'focused':
      return { ...state, focus: null };
  }
}
