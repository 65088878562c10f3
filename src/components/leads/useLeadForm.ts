/**
 * The lead form's effects around its state machine (./lead-form-state.ts; spec/shopping.md §4
 * Multi-step enquiry form; spec/site.md §4 Form submit): steps that validate their own fields on
 * Next, a submit that validates everything, sends, and on success records analytics and the local
 * stores before navigating; on failure keeps every value the shopper typed and says what went wrong.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type Dispatch, type FormEvent } from 'react';
import type { ShopperLeadKind } from '../../lib/leads/schema.ts';
import type { FormRules } from '../../lib/leads/form-rules.ts';
import { buildUserData, carIdOfQuery } from '../../lib/leads/attribution.ts';
import { trackEvent } from '../../stores/analytics.ts';
import { $enquiryCar, $formError, $successCategory, $userDetails, rememberUserDetails } from '../../stores/leads.ts';
import { recordPageVisit } from '../../stores/visit.ts';
import { sendLead, type SendLeadResult } from './send-lead.ts';
import { visitUserData } from './visit-user-data.ts';
import { initialLeadFormState, leadFormReducer, type LeadFormAction, type LeadFormState } from './lead-form-state.ts';
import {
  SUBMIT_FAILED,
  UNEXPECTED_ERROR,
  carSubcategory,
  formSteps,
  initialValues,
  leadCategory,
  leadEventId,
  leadFields,
  offerMessage,
  offerOfQuery,
  offerSubcategory,
  detailsToRemember,
  rememberedValues,
  stepOfErrors,
  type FieldName,
  type FormValues,
  type OfferSubject,
  type Step,
} from '../../lib/leads/lead-values.ts';
import type { LeadCar } from '../../lib/stock/shapes.ts';

export type LeadFormProps = {
  kind: ShopperLeadKind;
  rules: FormRules;
  car: LeadCar | null;
  /** '' (the default) sends to the page's own origin. */
  apiBase?: string;
  successPath?: string;
  photosRequestText?: string;
  heading?: string;
  /** The location (slug) the location select starts on. */
  location?: string | null;
  /** The site's offers: a contact form opened with ?offer=<id> is about that one. */
  offers?: OfferSubject[];
  onSubmitted?: (leadId: string) => void;
  navigate?: (path: string) => void;
};

let validation: Promise<typeof import('../../lib/leads/validate-fields.ts')> | null = null;
/**
 * The check, with the zod schema the lead API applies: loaded when the shopper first types or
 * sends, not with the dialog, so an Enquire click downloads only the form.
 */
const loadValidation = () => {
  validation ??= import('../../lib/leads/validate-fields.ts');
  return validation;
};

/** After hydration, so the server-rendered form and the first browser render agree. */
function useRememberedValues({ rules, offers }: LeadFormProps, dispatch: Dispatch<LeadFormAction>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island hydrates (the form's first values)
  useEffect(() => {
    const offer = offers ? offerOfQuery(window.location.search, offers) : null;
    const remembered = rememberedValues(rules, $userDetails.get());
    dispatch({ type: 'hydrated', remembered, offer, offerMessage: offer ? offerMessage(offer) : null });
  }, [offers]);
}

/** Focus where the state asks: the error summary, or a new step's first field. */
function useRequestedFocus(focus: LeadFormState['focus'], dispatch: Dispatch<LeadFormAction>) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef<HTMLFieldSetElement>(null);
  // In the commit that asks for it, so focus never falls to the page's body in between.
  useLayoutEffect(() => {
    if (focus === null) return;
    if (focus === 'summary') summaryRef.current?.focus();
    else stepRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    dispatch({ type: 'focused' });
  }, [focus, dispatch]);
  return { summaryRef, stepRef };
}

/** Sends the lead; once the API has it, the analytics event, the local stores and the way on (spec/site.md §4). */
async function sendAndRecord(props: LeadFormProps, values: FormValues, offer: OfferSubject | null, website: string) {
  const { kind, rules, car } = props;
  recordPageVisit(window.location);
  const category = leadCategory(rules, values);
  const subcategory = carSubcategory(car) ?? (offer ? offerSubcategory(offer) : undefined);
  const userData = buildUserData({
    category,
    ...(subcategory ? { subcategory } : {}),
    carId: car?.id ?? carIdOfQuery(window.location.search),
    carDealershipId: car?.dealership_id ?? null,
    ...visitUserData(),
  });
  const fields = leadFields(kind, rules, car, values, props.photosRequestText, offer);
  const result = await sendLead(props.apiBase ?? '', { kind, fields, userData, website });
  if (result.ok) recordSent(props, values, category);
  return result;
}

function recordSent(props: LeadFormProps, values: FormValues, category: string): void {
  const { kind, rules, car } = props;
  trackEvent(leadEventId(kind, car), { car_id: car?.id ?? null, category });
  if (car) {
    const { id, slug, name, make, model, car_type } = car;
    $enquiryCar.set({ id, slug, name, make, model, car_type });
  }
  $successCategory.set(category);
  rememberUserDetails(detailsToRemember(rules, values));
  $formError.set(null);
}

/** What the form says when sending failed (spec/shopping.md §4: the enquiry form's own words). */
function refusal(kind: ShopperLeadKind, result: Extract<SendLeadResult, { ok: false }>): string {
  const message = result.message ?? (kind === 'enquiry' ? UNEXPECTED_ERROR : SUBMIT_FAILED);
  if (kind !== 'enquiry') window.alert(SUBMIT_FAILED);
  $formError.set(message);
  return message;
}

/** The check of the fields a step shows (all of them on the last step). */
async function errorsOf(props: LeadFormProps, state: LeadFormState, shown: FieldName[] | null) {
  const { validateFields } = await loadValidation();
  const { kind, rules, car, photosRequestText } = props;
  const all = validateFields(rules, leadFields(kind, rules, car, state.values, photosRequestText, state.offer));
  return shown ? Object.fromEntries(Object.entries(all).filter(([field]) => shown.includes(field as FieldName))) : all;
}

/** Next on a step, Send on the last: check, then move on or send. */
function useSubmit(props: LeadFormProps, steps: Step[], state: LeadFormState, dispatch: Dispatch<LeadFormAction>) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  // While the check loads: a second press waits for the first.
  const checking = useRef(false);
  const isLast = state.step === steps.length - 1;
  const fail = (errors: Record<string, string>) =>
    dispatch({ type: 'failed', errors, step: stepOfErrors(steps, errors) });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (state.status !== 'idle' || checking.current) return;
    checking.current = true;
    const found = await errorsOf(props, state, isLast ? null : steps[state.step]!.fields).finally(() => {
      checking.current = false;
    });
    if (Object.keys(found).length > 0) return fail(found);
    if (!isLast) return dispatch({ type: 'moved', step: state.step + 1 });
    dispatch({ type: 'sending' });
    const result = await sendAndRecord(props, state.values, state.offer, honeypotRef.current?.value ?? '');
    if (!result.ok) {
      const errors = result.fields ?? null;
      const step = errors ? stepOfErrors(steps, errors) : state.step;
      return dispatch({ type: 'refused', message: refusal(props.kind, result), errors, step });
    }
    dispatch({ type: 'sent' });
    props.onSubmitted?.(result.leadId);
    (props.navigate ?? ((path: string) => window.location.assign(path)))(props.successPath ?? '/success');
  }

  return { submit, isLast, honeypotRef };
}

export function useLeadForm(props: LeadFormProps) {
  const steps = useMemo(() => formSteps(props.kind, props.rules), [props.kind, props.rules]);
  const [state, dispatch] = useReducer(leadFormReducer, props, ({ rules, car, location }) =>
    initialLeadFormState(initialValues(rules, car, location ?? null)),
  );
  useRememberedValues(props, dispatch);
  const { summaryRef, stepRef } = useRequestedFocus(state.focus, dispatch);
  const { submit, isLast, honeypotRef } = useSubmit(props, steps, state, dispatch);

  function setValue<K extends FieldName>(field: K, value: FormValues[K]): void {
    void loadValidation();
    dispatch({ type: 'edited', field, value });
  }

  const back = () => dispatch({ type: 'moved', step: Math.max(0, state.step - 1) });
  const { values, errors, status, formError, offer, step } = state;
  return {
    steps,
    step,
    isLast,
    values,
    setValue,
    errors,
    status,
    formError,
    summaryRef,
    honeypotRef,
    stepRef,
    back,
    submit,
    offer,
  };
}
