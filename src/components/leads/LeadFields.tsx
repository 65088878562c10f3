/**
 * The inputs of a lead form (spec/site.md §3 Enquiry form fields, Test-drive extra; §5 Enquiry
 * form). Every input has a real label and its autocomplete token; an invalid one says so
 * (aria-invalid) and points at its message (aria-describedby).
 */
import type { ReactNode } from 'react';
import type { FormRules, Option } from '../../lib/leads/form-rules.ts';
import type { CheckField, FieldName, FormValues, TextField } from '../../lib/leads/lead-values.ts';
import { SLOT_LABEL, TestDriveSlot } from './TestDriveSlot.tsx';

type SetValue = <K extends FieldName>(field: K, value: FormValues[K]) => void;

export type LeadFieldsProps = {
  idPrefix: string;
  rules: FormRules;
  fields: FieldName[];
  values: FormValues;
  errors: Record<string, string>;
  setValue: SetValue;
  /** The car the test-drive times are for (null: any car), and where the lead API is ('' in the browser). */
  carId?: number | null;
  apiBase?: string;
};

type Input = {
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  required: boolean;
};

function inputs(rules: FormRules): Partial<Record<TextField, Input>> {
  return {
    name:
      rules.nameFields === 'first-and-last'
        ? { label: 'First Name', autoComplete: 'given-name', required: true, maxLength: 100 }
        : { label: 'Name', autoComplete: 'name', required: true, maxLength: 100 },
    last_name: { label: 'Last Name', autoComplete: 'family-name', required: true, maxLength: 100 },
    email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', required: true, maxLength: 200 },
    phone: { label: rules.phoneLabel, type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true },
    postcode: {
      label: 'Postcode',
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      maxLength: 4,
      required: rules.postcodeRequired,
    },
  };
}

/**
 * Every select is required, so each starts with an empty option (HTML requires one, and it is what
 * the select shows until a choice is made); the category select starts on its default
 * (form-rules.ts) all the same.
 */
const SELECTS: Partial<
  Record<TextField, { label: string; options: (rules: FormRules) => Option[] | null; placeholder: string }>
> = {
  category: { label: 'Category', options: (rules) => rules.categories, placeholder: 'Choose a category' },
  dealership_slug: { label: 'Dealership', options: (rules) => rules.dealerships, placeholder: 'Choose a dealership' },
  location: { label: 'Location', options: (rules) => rules.locations, placeholder: 'Choose a location' },
};

export function LeadFields({
  idPrefix,
  rules,
  fields,
  values,
  errors,
  setValue,
  carId = null,
  apiBase = '',
}: LeadFieldsProps) {
  const id = (field: FieldName) => `${idPrefix}-${field}`;
  const a11y = (field: FieldName) =>
    field in errors ? { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-error` } : {};
  const message = (field: FieldName): ReactNode =>
    field in errors ? (
      <p id={`${id(field)}-error`} className="lead-form__error">
        {errors[field]}
      </p>
    ) : null;
  const text = (field: TextField) => ({ id: id(field), name: field, value: values[field], ...a11y(field) });
  const config = inputs(rules);

  function render(field: FieldName): ReactNode {
    if (field === 'opt_in' || field === 'terms_conditions') return checkbox(field);
    if (field === 'do-you-have-a-trade-in') return tradeIn();
    if (field === 'booking_datetime') {
      return (
        <div className="lead-form__field" key={field}>
          <label htmlFor={id(field)}>{SLOT_LABEL}</label>
          <TestDriveSlot
            id={id(field)}
            value={values.booking_datetime}
            carId={carId}
            apiBase={apiBase}
            invalid={a11y(field)}
            onChange={(value) => setValue(field, value)}
          />
          {message(field)}
        </div>
      );
    }
    if (field === 'message') {
      return (
        <div className="lead-form__field" key={field}>
          <label htmlFor={id(field)}>{rules.messageRequired ? 'Message' : 'Message (optional)'}</label>
          <textarea
            {...text(field)}
            rows={4}
            maxLength={4000}
            required={rules.messageRequired}
            onChange={(e) => setValue(field, e.target.value)}
          />
          {message(field)}
        </div>
      );
    }
    const select = SELECTS[field];
    if (select) {
      const options = select.options(rules) ?? [];
      return (
        <div className="lead-form__field" key={field}>
          <label htmlFor={id(field)}>{select.label}</label>
          <select {...text(field)} required onChange={(e) => setValue(field, e.target.value)}>
            <option value="">{select.placeholder}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {message(field)}
        </div>
      );
    }
    const input = config[field];
    if (!input) return null;
    return (
      <div className="lead-form__field" key={field}>
        <label htmlFor={id(field)}>{input.label}</label>
        <input
          {...text(field)}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          maxLength={input.maxLength}
          required={input.required}
          onChange={(e) => setValue(field, e.target.value)}
        />
        {message(field)}
      </div>
    );
  }

  function checkbox(field: CheckField): ReactNode {
    const label = field === 'opt_in' ? 'Keep me informed about offers' : (rules.termsText ?? '');
    return (
      <div className="lead-form__field lead-form__check" key={field}>
        <input
          type="checkbox"
          id={id(field)}
          name={field}
          checked={values[field]}
          required={field === 'terms_conditions'}
          onChange={(e) => setValue(field, e.target.checked)}
          {...a11y(field)}
        />
        <label htmlFor={id(field)}>{label}</label>
        {message(field)}
      </div>
    );
  }

  function tradeIn(): ReactNode {
    const field = 'do-you-have-a-trade-in';
    return (
      <fieldset
        className="lead-form__field lead-form__choice"
        key={field}
        {...(field in errors ? { 'aria-describedby': `${id(field)}-error` } : {})}
      >
        <legend>Do you have a trade-in?</legend>
        {(['Yes', 'No'] as const).map((answer) => (
          <label key={answer}>
            <input
              type="radio"
              name={`${idPrefix}-${field}`}
              value={answer}
              checked={values[field] === answer}
              onChange={() => setValue(field, answer)}
            />
            {answer}
          </label>
        ))}
        {message(field)}
      </fieldset>
    );
  }

  return <>{fields.map(render)}</>;
}
