/**
 * Step 2 of the trade-in valuation, "Your car" (spec/site.md §3 Valuation form extras; §5 odometer
 * inputs carry a ' kms' suffix). Every input has a visible label; an invalid one says so
 * (aria-invalid) and points at its message (aria-describedby).
 */
import type { FormEvent, ReactNode } from 'react';
import { REGO_STATES } from '../../lib/leads/valuation.ts';
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

export function TradeInCarForm({ idPrefix, values, errors, setValue, onSubmit, busy, children }: TradeInCarFormProps) {
  const id = (field: CarField) => `${idPrefix}-${field}`;
  const a11y = (field: CarField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-error` } : {};
  const message = (field: CarField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="lead-form__error">
        {errors[field]}
      </p>
    ) : null;
  const text = (
    field: 'make' | 'model' | 'rego',
    label: string,
    extra: { autoComplete?: string; maxLength: number },
  ) => (
    <div className="lead-form__field">
      <label htmlFor={id(field)}>{label}</label>
      <input
        id={id(field)}
        name={field}
        type="text"
        required
        value={values[field]}
        {...extra}
        {...a11y(field)}
        onChange={(e) => setValue(field, e.target.value)}
      />
      {message(field)}
    </div>
  );

  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby={`${idPrefix}-car-heading`}
    >
      {children}
      <div className="lead-form__field">
        <label htmlFor={id('year')}>Year</label>
        <select
          id={id('year')}
          name="year"
          required
          value={values.year}
          {...a11y('year')}
          onChange={(e) => setValue('year', e.target.value)}
        >
          <option value="">Choose a year</option>
          {valuationYears(new Date()).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        {message('year')}
      </div>
      {text('make', 'Make', { maxLength: 60 })}
      {text('model', 'Model', { maxLength: 60 })}
      <div className="lead-form__field">
        <label htmlFor={id('kms')}>Odometer</label>
        <span className="trade-in__unit-input">
          <input
            id={id('kms')}
            name="kms"
            type="text"
            inputMode="numeric"
            required
            value={values.kms}
            maxLength={9}
            {...a11y('kms')}
            aria-describedby={[`${id('kms')}-unit`, errors.kms ? `${id('kms')}-error` : ''].join(' ').trim()}
            onChange={(e) => setValue('kms', e.target.value)}
          />
          <span id={`${id('kms')}-unit`} className="trade-in__unit">
            {' '}
            kms
          </span>
        </span>
        {message('kms')}
      </div>
      {text('rego', 'Rego', { maxLength: 12 })}
      <div className="lead-form__field">
        <label htmlFor={id('regoState')}>State registered in</label>
        <select
          id={id('regoState')}
          name="regoState"
          required
          value={values.regoState}
          {...a11y('regoState')}
          onChange={(e) => setValue('regoState', e.target.value)}
        >
          <option value="">Choose a state</option>
          {REGO_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        {message('regoState')}
      </div>
      <div className="lead-form__field">
        <label htmlFor={id('PreferredContactMethod')}>How should we contact you?</label>
        <select
          id={id('PreferredContactMethod')}
          name="PreferredContactMethod"
          value={values.PreferredContactMethod}
          {...a11y('PreferredContactMethod')}
          onChange={(e) => setValue('PreferredContactMethod', e.target.value as CarValues['PreferredContactMethod'])}
        >
          {CONTACT_METHODS.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
        {message('PreferredContactMethod')}
      </div>
      <fieldset
        className="lead-form__field lead-form__choice"
        {...(errors.finance ? { 'aria-describedby': `${id('finance')}-error` } : {})}
      >
        <legend>Will you need finance?</legend>
        {(['Yes', 'No'] as const).map((answer) => (
          <label key={answer}>
            <input
              type="radio"
              name={id('finance')}
              value={answer}
              checked={values.finance === answer}
              required
              {...(errors.finance ? { 'aria-invalid': true } : {})}
              onChange={() => setValue('finance', answer)}
            />
            {answer}
          </label>
        ))}
        {message('finance')}
      </fieldset>
      <div className="lead-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Getting your estimate…' : 'Get my estimate'}
        </button>
      </div>
    </form>
  );
}
