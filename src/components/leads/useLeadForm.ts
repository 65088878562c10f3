/**
 * The lead form's state and transitions (spec/shopping.md §4 Multi-step enquiry form; spec/site.md
 * §4 Form submit): steps that validate their own fields on Next, a submit that validates
 * everything, sends, and on success records analytics and the local stores before navigating; on
 * failure keeps every value the shopper typed and says what went wrong.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ShopperLeadKind } from '../../lib/leads/schema.ts';
import type { FormRules } from '../../lib/leads/form-rules.ts';
import { buildUserData, carIdOfQuery } from '../../lib/leads/attribution.ts';
import { trackEvent } from '../../stores/analytics.ts';
import { $enquiryCar, $formError, $successCategory, $userDetails, rememberUserDetails } from '../../stores/leads.ts';
import { recordPageVisit } from '../../stores/visit.ts';
import { sendLead } from './send-lead.ts';
import { visitUserData } from './visit-user-data.ts';
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

export type Status = 'idle' | 'sending' | 'sent';

let validation: Promise<typeof import('../../lib/leads/validate-fields.ts')> | null = null;
/**
 * The check, with the zod schema the lead API applies: loaded when the shopper first types or
 * sends, not with the dialog, so an Enquire click downloads only the form.
 */
const loadValidation = () => {
  validation ??= import('../../lib/leads/validate-fields.ts');
  return validation;
};

export function useLeadForm(props: LeadFormProps) {
  const { kind, rules, car, offers } = props;
  const steps = useMemo(() => formSteps(kind, rules), [kind, rules]);
  const [values, setValues] = useState<FormValues>(() => initialValues(rules, car, props.location ?? null));
  const [offer, setOffer] = useState<OfferSubject | null>(null);
  // After hydration, so the server-rendered form and the first browser render agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island hydrates (the form's first values)
  useEffect(() => {
    const details = $userDetails.get();
    const about = offers ? offerOfQuery(window.location.search, offers) : null;
    setOffer(about);
    setValues((current) => ({
      ...current,
      ...rememberedValues(rules, details),
      ...(about && current.message === '' && { message: offerMessage(about) }),
    }));
  }, [offers]);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  // Bumped on each failed attempt so the summary takes focus once it has rendered.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [stepChanges, setStepChanges] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const stepRef = useRef<HTMLFieldSetElement>(null);
  // While the check loads: a second press waits for the first.
  const checking = useRef(false);
  const isLast = step === steps.length - 1;

  useEffect(() => {
    if (failedAttempts > 0) summaryRef.current?.focus();
  }, [failedAttempts]);
  useEffect(() => {
    // A new step: start the keyboard at its first field.
    if (stepChanges > 0)
      stepRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [stepChanges]);

  function setValue<K extends FieldName>(field: K, value: FormValues[K]): void {
    void loadValidation();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  }

  function fail(found: Record<string, string>): void {
    setErrors(found);
    const target = stepOfErrors(steps, found);
    if (target !== step) {
      setStep(target);
    }
    setFailedAttempts((n) => n + 1);
  }

  function goTo(target: number): void {
    setErrors({});
    setStep(target);
    setStepChanges((n) => n + 1);
  }

  const fields = () => leadFields(kind, rules, car, values, props.photosRequestText, offer);

  async function next(): Promise<void> {
    const { validateFields } = await loadValidation();
    const all = validateFields(rules, fields());
    const own = Object.fromEntries(
      Object.entries(all).filter(([field]) => steps[step]!.fields.includes(field as FieldName)),
    );
    if (Object.keys(own).length > 0) fail(own);
    else goTo(step + 1);
  }

  const back = () => goTo(Math.max(0, step - 1));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status !== 'idle' || checking.current) return;
    checking.current = true;
    const { validateFields } = await loadValidation().finally(() => {
      checking.current = false;
    });
    if (!isLast) return next();
    const leadFieldsValue = fields();
    const found = validateFields(rules, leadFieldsValue);
    if (Object.keys(found).length > 0) return fail(found);

    setStatus('sending');
    setFormError(null);
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
    const result = await sendLead(props.apiBase ?? '', {
      kind,
      fields: leadFieldsValue,
      userData,
      website: honeypotRef.current?.value ?? '',
    });

    if (result.ok) {
      trackEvent(leadEventId(kind, car), { car_id: car?.id ?? null, category });
      if (car)
        $enquiryCar.set({
          id: car.id,
          slug: car.slug,
          name: car.name,
          make: car.make,
          model: car.model,
          car_type: car.car_type,
        });
      $successCategory.set(category);
      rememberUserDetails(detailsToRemember(rules, values));
      $formError.set(null);
      setFormError(null);
      setStatus('sent');
      props.onSubmitted?.(result.leadId);
      (props.navigate ?? ((path: string) => window.location.assign(path)))(props.successPath ?? '/success');
      return;
    }
    const message = result.message ?? (kind === 'enquiry' ? UNEXPECTED_ERROR : SUBMIT_FAILED);
    if (kind !== 'enquiry') window.alert(SUBMIT_FAILED);
    $formError.set(message);
    setFormError(message);
    setStatus('idle');
    if (result.fields) fail(result.fields);
  }

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
