// The lead form's state machine (src/components/leads/lead-form-state.ts). spec/shopping.md §4
// Multi-step enquiry form: "Steps advance until the last, which submits. […] On failure: shows the
// returned error or 'An unexpected error occured'."
import { describe, expect, it } from 'vitest';
import {
  initialLeadFormState,
  leadFormReducer,
  type LeadFormAction,
  type LeadFormState,
} from '../../src/components/leads/lead-form-state.ts';
import { UNEXPECTED_ERROR, type FormValues } from '../../src/lib/leads/lead-values.ts';
import { LEAD_MESSAGES } from '../../src/lib/leads/messages.ts';

const blank = ['name', 'last_name', 'email', 'phone', 'message', 'postcode', 'booking_datetime', 'location'] as const;
const values = {
  ...Object.fromEntries(blank.map((field) => [field, ''])),
  category: 'General Enquiry',
  dealership_slug: '',
  'do-you-have-a-trade-in': '',
  opt_in: true,
  terms_conditions: false,
} as FormValues;
const start = initialLeadFormState(values);
const run = (state: LeadFormState, ...actions: LeadFormAction[]) => actions.reduce(leadFormReducer, state);
const offer = { id: 'o1', name: 'Navara deal', make: 'Nissan', model: 'Navara' };

describe('the lead form state machine', () => {
  it.each<[string, LeadFormAction[], Partial<LeadFormState>]>([
    ['starts idle on the first step', [], { step: 0, status: 'idle', errors: {}, formError: null, focus: null }],
    [
      'a failed check shows its messages on their step and asks for the summary to take focus',
      [{ type: 'failed', errors: { name: LEAD_MESSAGES.name }, step: 1 }],
      { step: 1, errors: { name: LEAD_MESSAGES.name }, focus: 'summary' },
    ],
    [
      'fixing a field clears its message only',
      [
        { type: 'failed', errors: { name: LEAD_MESSAGES.name, email: LEAD_MESSAGES.email }, step: 1 },
        { type: 'edited', field: 'name', value: 'Alex' },
      ],
      { errors: { email: LEAD_MESSAGES.email } },
    ],
    [
      'moving to a step clears the messages and asks for its first field to take focus',
      [
        { type: 'failed', errors: { message: 'Please enter a message.' }, step: 0 },
        { type: 'focused' },
        { type: 'moved', step: 1 },
      ],
      { step: 1, errors: {}, focus: 'step' },
    ],
    ['sending clears the last error', [{ type: 'sending' }], { status: 'sending', formError: null }],
    [
      'a refusal goes back to idle with the error shown',
      [{ type: 'sending' }, { type: 'refused', message: UNEXPECTED_ERROR, errors: null, step: 1 }],
      { status: 'idle', formError: UNEXPECTED_ERROR, focus: null },
    ],
    [
      'a refusal naming fields shows them on their step, as a failed check does',
      [
        { type: 'sending' },
        { type: 'refused', message: 'Please fix the following errors:', errors: { email: 'bad' }, step: 1 },
      ],
      { status: 'idle', errors: { email: 'bad' }, step: 1, focus: 'summary' },
    ],
    ['sent', [{ type: 'sending' }, { type: 'sent' }], { status: 'sent', formError: null }],
  ])('%s', (_case, actions, expected) => {
    const state = run(start, ...actions);
    for (const [key, value] of Object.entries(expected)) expect(state[key as keyof LeadFormState], key).toEqual(value);
  });

  it("hydrating fills in the remembered details and an offer's message unless one was typed", () => {
    const hydrated = { type: 'hydrated', remembered: { email: 'a@b.co' }, offer, offerMessage: 'About it' } as const;
    expect(run(start, hydrated)).toMatchObject({ offer, values: { email: 'a@b.co', message: 'About it' } });
    const typed = run(start, { type: 'edited', field: 'message', value: 'Mine' }, hydrated);
    expect(typed.values.message).toBe('Mine');
  });

  it('leaves the state it is given as it was', () => {
    const before = structuredClone(start);
    run(start, { type: 'edited', field: 'name', value: 'Alex' }, { type: 'failed', errors: { x: 'y' }, step: 1 });
    expect(start).toEqual(before);
  });
});
