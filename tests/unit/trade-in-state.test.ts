// The trade-in valuation's state machine (src/components/leads/trade-in-state.ts): spec/site.md §5
// Trade-in valuation; the four steps (details, car, condition, accept) are our design. A failed call
// shows the API's message, or 'An error occurred when submitting this form' when there is none.
import { describe, expect, it } from 'vitest';
import {
  initialTradeInState,
  tradeInReducer,
  type TradeInAction,
  type TradeInState,
} from '../../src/components/leads/trade-in-state.ts';
import { VALUATION_MESSAGES } from '../../src/lib/leads/valuation-requests.ts';
import { SUBMIT_FAILED } from '../../src/lib/leads/lead-values.ts';

const start = initialTradeInState('QLD');
const run = (...actions: TradeInAction[]) => actions.reduce(tradeInReducer, start);
const rego = { rego: 'ABC123', regoState: 'QLD' };
const toCar: TradeInAction = { type: 'details-sent', leadId: 'lead-1' };

describe('the trade-in valuation state machine', () => {
  it.each<[string, TradeInAction[], Partial<TradeInState>]>([
    ['starts on the details, the car registered in the default state', [], { stage: 'details', focus: null }],
    [
      'the sent details lead to the car, whose heading takes focus',
      [toCar],
      { stage: 'car', leadId: 'lead-1', focus: 'heading' },
    ],
    [
      'an invalid car keeps the step and asks the first invalid input to take focus',
      [toCar, { type: 'focused' }, { type: 'car-invalid', errors: { make: VALUATION_MESSAGES.make } }],
      { stage: 'car', carErrors: { make: VALUATION_MESSAGES.make }, focus: 'invalid' },
    ],
    [
      'editing a field clears its message',
      [
        toCar,
        { type: 'car-invalid', errors: { make: VALUATION_MESSAGES.make } },
        { type: 'car-edited', field: 'make', value: 'Mazda' },
      ],
      { carErrors: {} },
    ],
    ['a call makes it busy and clears the last error', [toCar, { type: 'calling' }], { busy: true, error: null }],
    [
      'a failed call without a message shows the generic one',
      [toCar, { type: 'calling' }, { type: 'failed', message: null }],
      { busy: false, error: SUBMIT_FAILED },
    ],
    [
      "a refused car shows the API's messages on the car's own fields only",
      [
        toCar,
        { type: 'focused' },
        { type: 'calling' },
        { type: 'failed', message: 'No', fields: { rego: VALUATION_MESSAGES.rego, lead_id: 'x' } },
      ],
      { error: 'No', carErrors: { rego: VALUATION_MESSAGES.rego }, focus: 'invalid' },
    ],
    [
      'an estimate leads to the condition questions',
      [toCar, { type: 'calling' }, { type: 'estimated', rego, estimate: { offer_price: 12000 } }],
      { stage: 'adjust', busy: false, rego, estimate: { offer_price: 12000 } },
    ],
    [
      'no estimate online says why',
      [toCar, { type: 'estimated', rego, estimate: { offer_price: null, message: 'In person' } }],
      { stage: 'no-estimate' },
    ],
    [
      'unanswered questions are marked; answering one clears its mark',
      [
        { type: 'unanswered', missing: ['accident_damage', 'service_history'] },
        { type: 'answered', id: 'accident_damage', answer: 'No' },
      ],
      { missing: ['service_history'], answers: { accident_damage: 'No' }, focus: 'invalid' },
    ],
    [
      'the adjusted offer leads to accepting it, and back to the questions to change them',
      [toCar, { type: 'offered', offer: 11500 }, { type: 'change-answers' }],
      { stage: 'adjust', offer: 11500, focus: 'heading' },
    ],
  ])('%s', (_case, actions, expected) => {
    const state = run(...actions);
    for (const [key, value] of Object.entries(expected)) expect(state[key as keyof TradeInState], key).toEqual(value);
  });

  it('starts the registration state on the default one, and leaves the state it is given as it was', () => {
    expect(start.car.regoState).toBe('QLD');
    const before = structuredClone(start);
    run(toCar, { type: 'car-edited', field: 'make', value: 'Mazda' });
    expect(start).toEqual(before);
  });
});
