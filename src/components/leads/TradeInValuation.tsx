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
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FormRules } from '../../lib/leads/form-rules.ts';
import {
  ADJUSTMENT_QUESTIONS,
  type AdjustmentAnswers,
  type AdjustmentId,
  type Answer,
} from '../../lib/leads/valuation.ts';
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
import {
  CAR_FIELDS,
  carRequests,
  initialCarValues,
  type CarField,
  type CarValues,
} from '../../lib/leads/trade-in-values.ts';
import { SUBMIT_FAILED } from '../../lib/leads/lead-values.ts';

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

type Stage = 'details' | 'car' | 'no-estimate' | 'adjust' | 'accept';
/** spec/shopping.md §7 analytics: 18 trade-in offer accepted. */
const OFFER_ACCEPTED_EVENT = 18;
const SAVE_FAILED = 'Failed to save valuation data';
const STEPS = 4;

const leadPath = (leadId: string, step: 'rego-lookup' | 'valuation-adjustments' | 'offer-accepted') =>
  `/api/leads/${encodeURIComponent(leadId)}/${step}`;

export function TradeInValuation({
  rules,
  saveValuation,
  defaultState = '',
  apiBase = '',
  navigate = (path) => window.location.assign(path),
}: TradeInValuationProps) {
  const idPrefix = useId();
  const [stage, setStage] = useState<Stage>('details');
  const [leadId, setLeadId] = useState('');
  const [car, setCar] = useState<CarValues>({ ...initialCarValues, regoState: defaultState });
  const [carErrors, setCarErrors] = useState<Partial<Record<CarField, string>>>({});
  const [estimate, setEstimate] = useState<EstimateAnswer | null>(null);
  const [rego, setRego] = useState({ rego: '', regoState: '' });
  const [answers, setAnswers] = useState<AdjustmentAnswers>({});
  const [missing, setMissing] = useState<AdjustmentId[]>([]);
  const [offer, setOffer] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [moves, setMoves] = useState(0);
  const [failures, setFailures] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);
  useEffect(() => {
    if (failures > 0) rootRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);

  function go(next: Stage): void {
    setError(null);
    setStage(next);
    setMoves((n) => n + 1);
  }

  function setCarValue<K extends CarField>(field: K, value: CarValues[K]): void {
    setCar((current) => ({ ...current, [field]: value }));
    setCarErrors(({ [field]: _fixed, ...rest }) => rest as Partial<Record<CarField, string>>);
  }

  /** The API's message, or the generic one when there is none (the network failed, or the answer was not the API's). */
  function failed(message: string | null, fields: Record<string, string> = {}): void {
    setBusy(false);
    setError(message ?? SUBMIT_FAILED);
    const known = Object.fromEntries(
      Object.entries(fields).filter(([field]) => CAR_FIELDS.includes(field as CarField)),
    );
    if (Object.keys(known).length > 0) {
      setCarErrors(known);
      setFailures((n) => n + 1);
    }
  }

  async function submitCar(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const checked = carRequests(car, leadId, new Date());
    if (!checked.ok) {
      setCarErrors(checked.errors);
      setFailures((n) => n + 1);
      return;
    }
    setBusy(true);
    setError(null);
    const looked = await postJson<{ rego: string; regoState: string }>(
      apiBase,
      leadPath(leadId, 'rego-lookup'),
      checked.rego,
    );
    if (!looked.ok) return failed(looked.error, looked.fields);
    const estimated = await postJson<EstimateAnswer>(apiBase, '/api/valuations/estimate', checked.estimate);
    if (!estimated.ok) return failed(estimated.error, estimated.fields);
    setBusy(false);
    setRego({ rego: looked.body.rego, regoState: looked.body.regoState });
    setEstimate(estimated.body);
    go(estimated.body.offer_price === null ? 'no-estimate' : 'adjust');
  }

  function setAnswer(id: AdjustmentId, answer: Answer): void {
    setAnswers((current) => ({ ...current, [id]: answer }));
    setMissing((current) => current.filter((q) => q !== id));
  }

  async function submitAdjustments(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const unanswered = ADJUSTMENT_QUESTIONS.filter((q) => !answers[q.id]).map((q) => q.id);
    if (unanswered.length > 0) {
      setMissing(unanswered);
      setFailures((n) => n + 1);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await postJson<{ offer_price: number }>(apiBase, leadPath(leadId, 'valuation-adjustments'), {
      id: leadId,
      adjustmentAnswers: answers,
    });
    if (!result.ok) return failed(result.error);
    setBusy(false);
    setOffer(result.body.offer_price);
    go('accept');
  }

  async function accept(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    const category = rules.fixedCategory;
    const body = {
      category,
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
    };
    const result = await postJson<OfferAcceptedAnswer>(apiBase, leadPath(leadId, 'offer-accepted'), body);
    if (!result.ok) return failed(result.error);
    const valuation: StoredValuation = {
      offer_price: result.body.offer_price,
      adjustmentAnswers: answers,
      rego: rego.rego,
      regoState: rego.regoState,
    };
    trackEvent(OFFER_ACCEPTED_EVENT, { category, offer_price: valuation.offer_price });
    $tradeInValuation.set(valuation);
    if (saveValuation) {
      // Awaited so the save is not cut off by the navigation; its failure is only logged (spec/shopping.md §8).
      // The lead it belongs to, so the API keeps its own record of the offer rather than this one.
      const saved = await postJson(apiBase, '/api/miscellaneous', {
        ...valuation,
        column_name: 'valuation',
        lead_id: leadId,
      });
      if (!saved.ok) console.error(SAVE_FAILED);
    }
    $successCategory.set(category);
    navigate('/success');
  }

  const heading = (text: string, step: number, id?: string) => (
    <h2 ref={headingRef} id={id} tabIndex={-1} className="lead-form__heading">
      {text}{' '}
      <span className="lead-form__progress">
        (step {step} of {STEPS})
      </span>
    </h2>
  );

  return (
    <div ref={rootRef} className="trade-in">
      {stage === 'details' && (
        <LeadForm
          kind="trade-in"
          rules={rules}
          car={null}
          apiBase={apiBase}
          heading={`Your details (step 1 of ${STEPS})`}
          onSubmitted={(id) => {
            setLeadId(id);
            go('car');
          }}
          navigate={() => {}}
        />
      )}
      {stage === 'car' && (
        <TradeInCarForm
          idPrefix={idPrefix}
          values={car}
          errors={carErrors}
          setValue={setCarValue}
          onSubmit={submitCar}
          busy={busy}
        >
          {heading('Your car', 2, `${idPrefix}-car-heading`)}
          <p>Thanks, we have your details. Now tell us about your car for an online estimate.</p>
        </TradeInCarForm>
      )}
      {stage === 'no-estimate' && (
        <div className="lead-form">
          <h2 ref={headingRef} tabIndex={-1} className="lead-form__heading">
            We'll value your car in person
          </h2>
          <p>{estimate?.message}</p>
        </div>
      )}
      {stage === 'adjust' && estimate?.offer_price != null && (
        <>
          {heading(`Your estimate is ${formatPrice(estimate.offer_price)}`, 3, `${idPrefix}-adjust-heading`)}
          <AdjustmentsForm
            idPrefix={idPrefix}
            answers={answers}
            missing={missing}
            setAnswer={setAnswer}
            onSubmit={submitAdjustments}
            busy={busy}
          />
        </>
      )}
      {stage === 'accept' && offer !== null && (
        <>
          {heading(`Your offer is ${formatPrice(offer)}`, 4)}
          <p className="trade-in__note">
            Based on similar cars for sale and your answers; the final offer depends on an inspection of the car.
          </p>
          <AcceptOffer onAccept={() => void accept()} onChange={() => go('adjust')} busy={busy} />
        </>
      )}
      {error && (
        <p className="form-errors lead-form__warning" role="alert" data-testid="error-warning">
          {error}
        </p>
      )}
    </div>
  );
}
