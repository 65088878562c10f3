/**
 * Step 2 of the trade-in valuation, "Your car" (spec/site.md §3 Valuation form extras; §5 odometer
 * inputs carry a ' kms' suffix). Every input has a visible label; an invalid one says so
 * (aria-invalid) and points at its message (aria-describedby).
 */
import type { FormEvent, ReactNode } from 'react';
import { REGO_STATES } from '../../lib/leads/valuation.ts';
import { YesNoChoice } from './YesNoChoice.tsx';
import { CONTACT_METHODS, valuationYears, type CarField, type CarValues } from '../../lib/leads/trade-in-values.ts';

export type TradeInCarFormProps = {
  idPrefix: string;
  values: CarValues;
  errors: Partial<Record<CarField, string>>;
  setValue: <K extends CarField>(field: K, value: CarValues[K]) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  children?: ReactNode;
};

type FieldProps<F extends CarField = CarField> = Pick<
  TradeInCarFormProps,
  'idPrefix' | 'values' | 'errors' | 'setValue'
> & {
  field: F;
};

const fieldId = ({ idPrefix, field }: FieldProps) => `${idPrefix}-${field}`;
const invalid = (p: FieldProps) =>
  p.errors[p.field] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(p)}-error` } : {};

function ErrorMessage(p: FieldProps) {
  if (!p.errors[p.field]) return null;
  return (
    <p id={`${fieldId(p)}-error`} className="lead-form__error">
      {p.errors[p.field]}
    </p>
  );
}

type TextProps = FieldProps<'make' | 'model' | 'rego'> & { label: string; maxLength: number };

function TextField({ label, maxLength, ...p }: TextProps) {
  return (
    <div className="lead-form__field">
      <label htmlFor={fieldId(p)}>{label}</label>
      <input
        id={fieldId(p)}
        name={p.field}
        type="text"
        required
        value={p.values[p.field]}
        maxLength={maxLength}
        {...invalid(p)}
        onChange={(e) => p.setValue(p.field, e.target.value)}
      />
      <ErrorMessage {...p} />
    </div>
  );
}

type SelectProps = FieldProps<'year' | 'regoState' | 'PreferredContactMethod'> & {
  label: string;
  options: readonly (string | number)[];
  /** The empty first choice of a required select. */
  placeholder?: string;
};

function SelectField({ label, options, placeholder, ...p }: SelectProps) {
  return (
    <div className="lead-form__field">
      <label htmlFor={fieldId(p)}>{label}</label>
      <select
        id={fieldId(p)}
        name={p.field}
        required={placeholder !== undefined}
        value={p.values[p.field]}
        {...invalid(p)}
        onChange={(e) => p.setValue(p.field, e.target.value as CarValues[typeof p.field])}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ErrorMessage {...p} />
    </div>
  );
}

/** spec/site.md §5: the odometer input carries a ' kms' suffix, which a screen reader hears with it. */
function Odometer(p: FieldProps<'kms'>) {
  const id = fieldId(p);
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>Odometer</label>
      <span className="trade-in__unit-input">
        <input
          id={id}
          name="kms"
          type="text"
          inputMode="numeric"
          required
          value={p.values.kms}
          maxLength={9}
          {...invalid(p)}
          aria-describedby={[`${id}-unit`, p.errors.kms ? `${id}-error` : ''].join(' ').trim()}
          onChange={(e) => p.setValue('kms', e.target.value)}
        />
        <span id={`${id}-unit`} className="trade-in__unit">
          {' '}
          kms
        </span>
      </span>
      <ErrorMessage {...p} />
    </div>
  );
}

function FinanceChoice(p: FieldProps<'finance'>) {
  return (
    <YesNoChoice
      id={fieldId(p)}
      legend="Will you need finance?"
      value={p.values.finance}
      error={p.errors.finance}
      required
      onChange={(answer) => p.setValue('finance', answer)}
    />
  );
}

export function TradeInCarForm({ onSubmit, busy, children, ...fields }: TradeInCarFormProps) {
  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby={`${fields.idPrefix}-car-heading`}
    >
      {children}
      <SelectField
        {...fields}
        field="year"
        label="Year"
        options={valuationYears(new Date())}
        placeholder="Choose a year"
      />
      <TextField {...fields} field="make" label="Make" maxLength={60} />
      <TextField {...fields} field="model" label="Model" maxLength={60} />
      <Odometer {...fields} field="kms" />
      <TextField {...fields} field="rego" label="Rego" maxLength={12} />
      <SelectField
        {...fields}
        field="regoState"
        label="State registered in"
        options={REGO_STATES}
        placeholder="Choose a state"
      />
      <SelectField
        {...fields}
        field="PreferredContactMethod"
        label="How should we contact you?"
        options={CONTACT_METHODS}
      />
      <FinanceChoice {...fields} field="finance" />
      <div className="lead-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Getting your estimate…' : 'Get my estimate'}
        </button>
      </div>
    </form>
  );
}
