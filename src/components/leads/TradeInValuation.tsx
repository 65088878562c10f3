/**
 * The trade-in valuation flow on /trade-in for sites with the valuation tool (spec/site.md §3
 * Valuation form extras and Trade-in valuation kept locally; §5 Trade-in valuation; spec/shopping.md
 * §7 rego lookup, valuation adjustments, offer accepted, POST /api/miscellaneous, event 18; §8
 * 'Failed to save valuation data'). The spec does not show the screens, so the steps are our design:
 *
 * 1. Your details: the short trade-in lead form; the lead is sent (the dealer has it even if the
 *    shopper stops here) and the page stays put.
 * 2. Your car: year, make, model, odometer, rego and state, contact method, finance → rego lookup,
 *    then an estimate (or the message why there is none online).
 * 3. Condition questions → the adjusted offer.
 * 4. Accept offer → offer accepted (reaches the dealer), analytics 18, the valuation kept locally,
 *    saved to /api/miscellaneous where the dealer has leads.saveValuation (a failure never blocks),
 *    then /success.
 *
 * Each new step moves focus to its heading; server and network errors show in the error-warning alert.
 * The state and its transitions are ./trade-in-state.ts.
 */
import {
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FormRules } from '../../lib/leads/form-rules.ts';
import { ADJUSTMENT_QUESTIONS } from '../../lib/leads/valuation.ts';
import {
  OFFER_ACCEPTED_SUBCATEGORY,
  type EstimateAnswer,
  type OfferAcceptedAnswer,
} from '../../lib/leads/valuation-requests.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { trackEvent } from '../../stores/analytics.ts';
import { $successCategory, $tradeInValuation, type TradeInValuation as StoredValuation } from '../../stores/leads.ts';
import { LeadForm } from './LeadForm.tsx';
import { TradeInCarForm } from './TradeInCarForm.tsx';
import { AcceptOffer, AdjustmentsForm } from './TradeInOffer.tsx';
import { postJson } from '../../client/lead-api.ts';
import { carRequests } from '../../lib/leads/trade-in-values.ts';
import { initialTradeInState, tradeInReducer, type TradeInAction, type TradeInState } from './trade-in-state.ts';

export type TradeInValuationProps = {
  /** The trade-in form's rules (formRules(tenant, 'trade-in')). */
  rules: FormRules;
  /** tenant.leads.saveValuation */
  saveValuation: boolean;
  /** tenant.defaultState as an address writes it ('QLD'): the registration state the form starts on. */
  defaultState?: string;
  /** '' (the default) calls the page's own origin. */
  apiBase?: string;
  navigate?: (path: string) => void;
};

/** spec/shopping.md §7 analytics: 18 trade-in offer accepted. */
const OFFER_ACCEPTED_EVENT = 18;
const SAVE_FAILED = 'Failed to save valuation data';
const STEPS = 4;

const leadPath = (leadId: string, step: 'rego-lookup' | 'valuation-adjustments' | 'offer-accepted') =>
  `/api/leads/${encodeURIComponent(leadId)}/${step}`;

type Flow = { state: TradeInState; dispatch: Dispatch<TradeInAction>; props: TradeInValuationProps };

/** Step 2: the rego lookup, then the estimate. */
async function submitCar({ state, dispatch, props }: Flow): Promise<void> {
  const checked = carRequests(state.car, state.leadId, new Date());
  if (!checked.ok) return dispatch({ type: 'car-invalid', errors: checked.errors });
  dispatch({ type: 'calling' });
  const apiBase = props.apiBase ?? '';
  const looked = await postJson<{ rego: string; regoState: string }>(
    apiBase,
    leadPath(state.leadId, 'rego-lookup'),
    checked.rego,
  );
  if (!looked.ok) return dispatch({ type: 'failed', message: looked.error, fields: looked.fields });
  const estimated = await postJson<EstimateAnswer>(apiBase, '/api/valuations/estimate', checked.estimate);
  if (!estimated.ok) return dispatch({ type: 'failed', message: estimated.error, fields: estimated.fields });
  const rego = { rego: looked.body.rego, regoState: looked.body.regoState };
  dispatch({ type: 'estimated', rego, estimate: estimated.body });
}

/** Step 3: the condition questions, every one answered, → the adjusted offer. */
async function submitAdjustments({ state, dispatch, props }: Flow): Promise<void> {
  const unanswered = ADJUSTMENT_QUESTIONS.filter((q) => !state.answers[q.id]).map((q) => q.id);
  if (unanswered.length > 0) return dispatch({ type: 'unanswered', missing: unanswered });
  dispatch({ type: 'calling' });
  const result = await postJson<{ offer_price: number }>(
    props.apiBase ?? '',
    leadPath(state.leadId, 'valuation-adjustments'),
    { id: state.leadId, adjustmentAnswers: state.answers },
  );
  if (!result.ok) return dispatch({ type: 'failed', message: result.error });
  dispatch({ type: 'offered', offer: result.body.offer_price });
}

/** Step 4: offer accepted (reaches the dealer), analytics 18, the valuation kept and saved, then /success. */
async function acceptOffer({ state, dispatch, props }: Flow): Promise<void> {
  dispatch({ type: 'calling' });
  const { apiBase = '', rules, navigate = (path) => window.location.assign(path) } = props;
  const category = rules.fixedCategory;
  const body = {
    category,
    subcategory: OFFER_ACCEPTED_SUBCATEGORY,
    lead_id: state.leadId,
    form_completed: true,
    offer_accepted: true,
  };
  const result = await postJson<OfferAcceptedAnswer>(apiBase, leadPath(state.leadId, 'offer-accepted'), body);
  if (!result.ok) return dispatch({ type: 'failed', message: result.error });
  const { offer_price } = result.body;
  const valuation: StoredValuation = { offer_price, adjustmentAnswers: state.answers, ...state.rego };
  trackEvent(OFFER_ACCEPTED_EVENT, { category, offer_price });
  $tradeInValuation.set(valuation);
  if (props.saveValuation) {
    // Awaited so the save is not cut off by the navigation; its failure is only logged (spec/shopping.md §8).
    // The lead it belongs to, so the API keeps its own record of the offer rather than this one.
    const saved = await postJson(apiBase, '/api/miscellaneous', {
      ...valuation,
      column_name: 'valuation',
      lead_id: state.leadId,
    });
    if (!saved.ok) console.error(SAVE_FAILED);
  }
  $successCategory.set(category);
  navigate('/success');
}

/** The state machine, the focus it asks for, and its presses (ignored while a call is under way). */
function useTradeIn(props: TradeInValuationProps) {
  const [state, dispatch] = useReducer(tradeInReducer, props.defaultState ?? '', initialTradeInState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // In the commit that asks for it, so focus never falls to the page's body in between.
  useLayoutEffect(() => {
    if (state.focus === null) return;
    if (state.focus === 'heading') headingRef.current?.focus();
    else rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    dispatch({ type: 'focused' });
  }, [state.focus]);
  const press = (flow: (f: Flow) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!state.busy) void flow({ state, dispatch, props });
  };
  return { state, dispatch, headingRef, rootRef, press };
}

type HeadingProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  step?: number;
  id?: string;
  children: ReactNode;
};

function Heading({ headingRef, step, id, children }: HeadingProps) {
  return (
    <h2 ref={headingRef} id={id} tabIndex={-1} className="lead-form__heading">
      {children}
      {step !== undefined && (
        <>
          {' '}
          <span className="lead-form__progress">
            (step {step} of {STEPS})
          </span>
        </>
      )}
    </h2>
  );
}

/** Steps 3 and 4: the condition questions under the estimate, then the offer to accept. */
function OfferStages({
  state,
  dispatch,
  headingRef,
  press,
  idPrefix,
}: ReturnType<typeof useTradeIn> & { idPrefix: string }) {
  const { stage, estimate, offer, busy } = state;
  return (
    <>
      {stage === 'adjust' && estimate?.offer_price != null && (
        <>
          <Heading headingRef={headingRef} step={3} id={`${idPrefix}-adjust-heading`}>
            Your estimate is {formatPrice(estimate.offer_price)}
          </Heading>
          <AdjustmentsForm
            idPrefix={idPrefix}
            answers={state.answers}
            missing={state.missing}
            setAnswer={(id, answer) => dispatch({ type: 'answered', id, answer })}
            onSubmit={press(submitAdjustments)}
            busy={busy}
          />
        </>
      )}
      {stage === 'accept' && offer !== null && (
        <>
          <Heading headingRef={headingRef} step={4}>
            Your offer is {formatPrice(offer)}
          </Heading>
          <p className="trade-in__note">
            Based on similar cars for sale and your answers; the final offer depends on an inspection of the car.
          </p>
          <AcceptOffer
            onAccept={() => press(acceptOffer)()}
            onChange={() => dispatch({ type: 'change-answers' })}
            busy={busy}
          />
        </>
      )}
    </>
  );
}

export function TradeInValuation(props: TradeInValuationProps) {
  const idPrefix = useId();
  const trade = useTradeIn(props);
  const { state, dispatch, headingRef, rootRef, press } = trade;
  const { stage, estimate, busy } = state;
  return (
    <div ref={rootRef} className="trade-in">
      {stage === 'details' && (
        <LeadForm
          kind="trade-in"
          rules={props.rules}
          car={null}
          apiBase={props.apiBase ?? ''}
          heading={`Your details (step 1 of ${STEPS})`}
          onSubmitted={(leadId) => dispatch({ type: 'details-sent', leadId })}
          navigate={() => {}}
        />
      )}
      {stage === 'car' && (
        <TradeInCarForm
          idPrefix={idPrefix}
          values={state.car}
          errors={state.carErrors}
          setValue={(field, value) => dispatch({ type: 'car-edited', field, value })}
          onSubmit={press(submitCar)}
          busy={busy}
        >
          <Heading headingRef={headingRef} step={2} id={`${idPrefix}-car-heading`}>
            Your car
          </Heading>
          <p>Thanks, we have your details. Now tell us about your car for an online estimate.</p>
        </TradeInCarForm>
      )}
      {stage === 'no-estimate' && (
        <div className="lead-form">
          <Heading headingRef={headingRef}>We'll value your car in person</Heading>
          <p>{estimate?.message}</p>
        </div>
      )}
      <OfferStages {...trade} idPrefix={idPrefix} />
      {state.error && (
        <p className="form-errors lead-form__warning" role="alert" data-testid="error-warning">
          {state.error}
        </p>
      )}
    </div>
  );
}
