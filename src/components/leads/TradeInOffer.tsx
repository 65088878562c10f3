/**
 * Steps 3 and 4 of the trade-in valuation: the condition questions that adjust the estimate
 * (src/lib/leads/valuation.ts ADJUSTMENT_QUESTIONS), then the adjusted offer and 'Accept offer'.
 * Each question is a fieldset of Yes/No radios, so its legend names both answers.
 */
import type { FormEvent } from 'react';
import {
  ADJUSTMENT_QUESTIONS,
  type AdjustmentAnswers,
  type AdjustmentId,
  type Answer,
} from '../../lib/leads/valuation.ts';

export type AdjustmentsFormProps = {
  idPrefix: string;
  answers: AdjustmentAnswers;
  /** The question ids still to answer after a failed attempt. */
  missing: AdjustmentId[];
  setAnswer: (id: AdjustmentId, answer: Answer) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
};

const UNANSWERED = 'Please answer this question.';

export function AdjustmentsForm({ idPrefix, answers, missing, setAnswer, onSubmit, busy }: AdjustmentsFormProps) {
  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-labelledby={`${idPrefix}-adjust-heading`}
    >
      <p>Tell us about its condition and we'll adjust the estimate.</p>
      {ADJUSTMENT_QUESTIONS.map((q) => {
        const errorId = `${idPrefix}-${q.id}-error`;
        const invalid = missing.includes(q.id);
        return (
          <fieldset
            key={q.id}
            className="lead-form__field lead-form__choice"
            {...(invalid ? { 'aria-describedby': errorId } : {})}
          >
            <legend>{q.question}</legend>
            {(['Yes', 'No'] as const).map((answer) => (
              <label key={answer}>
                <input
                  type="radio"
                  name={`${idPrefix}-${q.id}`}
                  value={answer}
                  checked={answers[q.id] === answer}
                  required
                  {...(invalid ? { 'aria-invalid': true } : {})}
                  onChange={() => setAnswer(q.id, answer)}
                />
                {answer}
              </label>
            ))}
            {invalid && (
              <p id={errorId} className="lead-form__error">
                {UNANSWERED}
              </p>
            )}
          </fieldset>
        );
      })}
      <div className="lead-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Updating…' : 'Update my offer'}
        </button>
      </div>
    </form>
  );
}

export type AcceptOfferProps = { onAccept: () => void; onChange: () => void; busy: boolean };

export function AcceptOffer({ onAccept, onChange, busy }: AcceptOfferProps) {
  return (
    <div className="lead-form">
      <p>Accept it and our team will call you to inspect the car and finalise the offer.</p>
      <div className="lead-form__actions">
        <button type="button" className="button button--secondary" onClick={onChange} disabled={busy}>
          Change my answers
        </button>
        <button type="button" className="button" onClick={onAccept} disabled={busy}>
          {busy ? 'Accepting…' : 'Accept offer'}
        </button>
      </div>
    </div>
  );
}
