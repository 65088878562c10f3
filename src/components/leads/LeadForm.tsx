/**
 * One lead form for every kind (enquiry, test drive, request photos, finance, …): spec/shopping.md
 * §3 and §4 Multi-step enquiry form, spec/site.md §3–§5 and §8. The enquiry form is two steps;
 * every other kind is one. Validation, sending and the local stores live in ./useLeadForm.ts, the
 * inputs in ./LeadFields.tsx.
 */
import { useId, useRef } from 'react';
import { DEFAULT_PHOTOS_REQUEST } from '../../lib/leads/constants.ts';
import { LeadFields } from './LeadFields.tsx';
import { orderedErrors } from '../../lib/leads/lead-values.ts';
import { FIX_ERRORS_MESSAGE } from '../../lib/leads/messages.ts';
import { useLeadForm, type LeadFormProps } from './useLeadForm.ts';
import { useEarlyEdits, useHydrated } from '../hooks.ts';

type Form = ReturnType<typeof useLeadForm>;

/** spec/site.md §8: the summary of what to fix, in the order the fields appear; it takes focus on a failed check. */
function ErrorSummary({ form, id }: { form: Form; id: string }) {
  const errorList = orderedErrors(form.errors);
  if (errorList.length === 0) return null;
  return (
    <div ref={form.summaryRef} className="form-errors" role="alert" tabIndex={-1} aria-labelledby={id}>
      <p id={id} className="form-errors__heading">
        {FIX_ERRORS_MESSAGE}
      </p>
      <ul>
        {errorList.map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Hidden from people and assistive technology; bots that fill every input fill it. */
function Honeypot({ inputRef, id }: { inputRef: Form['honeypotRef']; id: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Back and Next, or Send on the last step; disabled until the island has hydrated. */
function FormActions({ form, hydrated }: { form: Form; hydrated: boolean }) {
  return (
    <div className="lead-form__actions">
      {form.step > 0 && (
        <button
          type="button"
          className="button button--secondary"
          onClick={form.back}
          disabled={!hydrated || form.status !== 'idle'}
        >
          Back
        </button>
      )}
      {form.isLast ? (
        <button key="send" type="submit" className="button" disabled={!hydrated || form.status !== 'idle'}>
          {form.status === 'sending' ? 'Sending…' : 'Send'}
        </button>
      ) : (
        <button key="next" type="submit" className="button" disabled={!hydrated}>
          Next
        </button>
      )}
    </div>
  );
}

/** The current step's inputs, titled with the progress on a form of several steps. */
function StepFields({ form, props, idPrefix }: { form: Form; props: LeadFormProps; idPrefix: string }) {
  const current = form.steps[form.step]!;
  return (
    <fieldset ref={form.stepRef} className="lead-form__step">
      {current.title && (
        <legend>
          {current.title}{' '}
          <span className="lead-form__progress">
            (step {form.step + 1} of {form.steps.length})
          </span>
        </legend>
      )}
      <LeadFields
        idPrefix={idPrefix}
        rules={props.rules}
        fields={current.fields}
        values={form.values}
        errors={form.errors}
        setValue={form.setValue}
        carId={props.car?.id ?? null}
        apiBase={props.apiBase ?? ''}
      />
    </fieldset>
  );
}

export function LeadForm(props: LeadFormProps) {
  const idPrefix = useId();
  const form = useLeadForm(props);
  const headingId = `${idPrefix}-heading`;
  const hydrated = useHydrated();
  const root = useRef<HTMLFormElement>(null);
  // What the shopper typed before the island hydrated is what the form holds and sends.
  useEarlyEdits(root);

  return (
    // method="post": should the browser ever submit it natively, the shopper's details go in a body,
    // never into a URL (and the CDN's logs); the buttons stay disabled until the island has hydrated.
    <form
      ref={root}
      className="lead-form"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-busy={form.status === 'sending'}
      {...(props.heading ? { 'aria-labelledby': headingId } : {})}
    >
      {props.heading && (
        <h2 id={headingId} className="lead-form__heading">
          {props.heading}
        </h2>
      )}
      <ErrorSummary form={form} id={`${idPrefix}-summary`} />
      {form.offer && (
        <p className="lead-form__about">
          About the offer: <strong>{form.offer.name}</strong>
        </p>
      )}
      <StepFields form={form} props={props} idPrefix={idPrefix} />
      {props.kind === 'request-photos' && (
        <input type="hidden" name="Request Photos" value={props.photosRequestText ?? DEFAULT_PHOTOS_REQUEST} />
      )}
      <Honeypot inputRef={form.honeypotRef} id={`${idPrefix}-website`} />
      {form.formError && (
        <p className="form-errors lead-form__warning" role="alert" data-testid="error-warning">
          {form.formError}
        </p>
      )}
      <FormActions form={form} hydrated={hydrated} />
    </form>
  );
}
