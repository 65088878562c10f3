/**
 * The inputs of a lead form (spec/site.md §3 Enquiry form fields, Test-drive extra; §5 Enquiry
 * form). Every input has a real label and its autocomplete token; an invalid one says so
 * (aria-invalid) and points at its message (aria-describedby).
 */
import type { ReactNode } from 'react';
import type { FormRules, Option } from '../../lib/leads/form-rules.ts';
import type { CheckField, FieldName, FormValues, TextField } from '../../lib/leads/lead-values.ts';
import { SLOT_LABEL, TestDriveSlot } from './TestDriveSlot.tsx';
import { YesNoChoice } from './YesNoChoice.tsx';

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
type Select = { label: string; options: (rules: FormRules) => Option[] | null; placeholder: string };
const SELECTS: Partial<Record<TextField, Select>> = {
  category: { label: 'Category', options: (rules) => rules.categories, placeholder: 'Choose a category' },
  dealership_slug: { label: 'Dealership', options: (rules) => rules.dealerships, placeholder: 'Choose a dealership' },
  location: { label: 'Location', options: (rules) => rules.locations, placeholder: 'Choose a location' },
};

/** One input of the form, with what every input gets (its id, and when invalid, its message). */
type FieldProps<F extends FieldName = FieldName> = Omit<LeadFieldsProps, 'fields'> & { field: F };

const fieldId = ({ idPrefix, field }: FieldProps) => `${idPrefix}-${field}`;
const invalid = (p: FieldProps) =>
  p.field in p.errors ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(p)}-error` } : {};
const textProps = (p: FieldProps<TextField>) => ({
  id: fieldId(p),
  name: p.field,
  value: p.values[p.field],
  ...invalid(p),
});

function ErrorMessage(p: FieldProps) {
  if (!(p.field in p.errors)) return null;
  return (
    <p id={`${fieldId(p)}-error`} className="lead-form__error">
      {p.errors[p.field]}
    </p>
  );
}

function SlotField(p: FieldProps<'booking_datetime'>) {
  return (
    <div className="lead-form__field">
      <label htmlFor={fieldId(p)}>{SLOT_LABEL}</label>
      <TestDriveSlot
        id={fieldId(p)}
        value={p.values.booking_datetime}
        carId={p.carId ?? null}
        apiBase={p.apiBase ?? ''}
        invalid={invalid(p)}
        onChange={(value) => p.setValue(p.field, value)}
      />
      <ErrorMessage {...p} />
    </div>
  );
}

function MessageField(p: FieldProps<'message'>) {
  return (
    <div className="lead-form__field">
      <label htmlFor={fieldId(p)}>{p.rules.messageRequired ? 'Message' : 'Message (optional)'}</label>
      <textarea
        {...textProps(p)}
        rows={4}
        maxLength={4000}
        required={p.rules.messageRequired}
        onChange={(e) => p.setValue(p.field, e.target.value)}
      />
      <ErrorMessage {...p} />
    </div>
  );
}

function SelectField({ select, ...p }: FieldProps<TextField> & { select: Select }) {
  return (
    <div className="lead-form__field">
      <label htmlFor={fieldId(p)}>{select.label}</label>
      <select {...textProps(p)} required onChange={(e) => p.setValue(p.field, e.target.value)}>
        <option value="">{select.placeholder}</option>
        {(select.options(p.rules) ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorMessage {...p} />
    </div>
  );
}

function InputField({ input, ...p }: FieldProps<TextField> & { input: Input }) {
  return (
    <div className="lead-form__field">
      <label htmlFor={fieldId(p)}>{input.label}</label>
      <input
        {...textProps(p)}
        type={input.type ?? 'text'}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        required={input.required}
        onChange={(e) => p.setValue(p.field, e.target.value)}
      />
      <ErrorMessage {...p} />
    </div>
  );
}

function Checkbox(p: FieldProps<CheckField>) {
  const label = p.field === 'opt_in' ? 'Keep me informed about offers' : (p.rules.termsText ?? '');
  return (
    <div className="lead-form__field lead-form__check">
      <input
        type="checkbox"
        id={fieldId(p)}
        name={p.field}
        checked={p.values[p.field]}
        required={p.field === 'terms_conditions'}
        onChange={(e) => p.setValue(p.field, e.target.checked)}
        {...invalid(p)}
      />
      <label htmlFor={fieldId(p)}>{label}</label>
      <ErrorMessage {...p} />
    </div>
  );
}

function TradeInChoice(p: FieldProps<'do-you-have-a-trade-in'>) {
  return (
    <YesNoChoice
      id={fieldId(p)}
      legend="Do you have a trade-in?"
      value={p.values[p.field]}
      error={p.errors[p.field]}
      onChange={(answer) => p.setValue(p.field, answer)}
    />
  );
}

function Field(p: FieldProps): ReactNode {
  const { field } = p;
  if (field === 'opt_in' || field === 'terms_conditions') return <Checkbox {...p} field={field} />;
  if (field === 'do-you-have-a-trade-in') return <TradeInChoice {...p} field={field} />;
  if (field === 'booking_datetime') return <SlotField {...p} field={field} />;
  if (field === 'message') return <MessageField {...p} field={field} />;
  const select = SELECTS[field];
  if (select) return <SelectField {...p} field={field} select={select} />;
  const input = inputs(p.rules)[field];
  return input ? <InputField {...p} field={field} input={input} /> : null;
}

export function LeadFields({ fields, ...props }: LeadFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <Field key={field} {...props} field={field} />
      ))}
    </>
  );
}
