/**
 * The trade-in valuation as a state machine (spec/site.md §3 Valuation form extras, §5 Trade-in
 * valuation; the steps are our design, ./TradeInValuation.tsx): named actions, each a pure step
 * from one state to the next. The component runs the calls and the focus the state asks for.
 */
import type { AdjustmentAnswers, AdjustmentId, Answer } from '../../lib/leads/valuation.ts';
import type { EstimateAnswer } from '../../lib/leads/valuation-requests.ts';
import { CAR_FIELDS, initialCarValues, type CarField, type CarValues } from '../../lib/leads/trade-in-values.ts';
import { SUBMIT_FAILED } from '../../lib/leads/lead-values.ts';

type Stage = 'details' | 'car' | 'no-estimate' | 'adjust' | 'accept';
type CarErrors = Partial<Record<CarField, string>>;

export type TradeInState = {
  stage: Stage;
  /** The trade-in lead step 1 sent, which the later calls name. */
  leadId: string;
  car: CarValues;
  carErrors: CarErrors;
  estimate: EstimateAnswer | null;
  /** The rego as the lookup answered it, kept with the accepted offer. */
  rego: { rego: string; regoState: string };
  answers: AdjustmentAnswers;
  missing: AdjustmentId[];
  offer: number | null;
  /** A call is under way: presses wait. */
  busy: boolean;
  error: string | null;
  /** What takes focus once the state has rendered: the new step's heading or the first invalid input. */
  focus: 'heading' | 'invalid' | null;
};

export type TradeInAction =
  | { type: 'details-sent'; leadId: string }
  | { type: 'car-edited'; field: CarField; value: CarValues[CarField] }
  | { type: 'car-invalid'; errors: CarErrors }
  | { type: 'calling' }
  /** A call failed: the API's message (null: the network failed, or the answer was not the API's) and its messages per field. */
  | { type: 'failed'; message: string | null; fields?: Record<string, string> }
  | { type: 'estimated'; rego: { rego: string; regoState: string }; estimate: EstimateAnswer }
  | { type: 'answered'; id: AdjustmentId; answer: Answer }
  | { type: 'unanswered'; missing: AdjustmentId[] }
  | { type: 'offered'; offer: number }
  | { type: 'change-answers' }
  | { type: 'focused' };

/** `defaultState`: the registration state the car form starts on. */
export const initialTradeInState = (defaultState: string): TradeInState => ({
  stage: 'details',
  leadId: '',
  car: { ...initialCarValues, regoState: defaultState },
  carErrors: {},
  estimate: null,
  rego: { rego: '', regoState: '' },
  answers: {},
  missing: [],
  offer: null,
  busy: false,
  error: null,
  focus: null,
});

const go = (state: TradeInState, stage: Stage): TradeInState => ({ ...state, stage, error: null, focus: 'heading' });

function failed(state: TradeInState, message: string | null, fields: Record<string, string> = {}): TradeInState {
  const known = Object.entries(fields).filter(([field]) => CAR_FIELDS.includes(field as CarField));
  const next = { ...state, busy: false, error: message ?? SUBMIT_FAILED };
  return known.length > 0 ? { ...next, carErrors: Object.fromEntries(known), focus: 'invalid' } : next;
}

export function tradeInReducer(state: TradeInState, action: TradeInAction): TradeInState {
  switch (action.type) {
    case 'details-sent':
      return go({ ...state, leadId: action.leadId }, 'car');
    case 'car-edited': {
      const { [action.field]: _fixed, ...carErrors } = state.carErrors;
      return { ...state, car: { ...state.car, [action.field]: action.value }, carErrors };
    }
    case 'car-invalid':
      return { ...state, carErrors: action.errors, focus: 'invalid' };
    case 'calling':
      return { ...state, busy: true, error: null };
    case 'failed':
      return failed(state, action.message, action.fields);
    case 'estimated': {
      const next = { ...state, busy: false, rego: action.rego, estimate: action.estimate };
      return go(next, action.estimate.offer_price === null ? 'no-estimate' : 'adjust');
    }
    case 'answered':
      return {
        ...state,
        answers: { ...state.answers, [action.id]: action.answer },
        missing: state.missing.filter((id) => id !== action.id),
      };
    case 'unanswered':
      return { ...state, missing: action.missing, focus: 'invalid' };
    case 'offered':
      return go({ ...state, busy: false, offer: action.offer }, 'accept');
    case 'change-answers':
      return go(state, 'adjust');
    case 'focused':
      return { ...state, focus: null };
  }
}
