/** A Yes/No question of a lead form: two radio buttons in a fieldset, with its error message below. */

type YesNoChoiceProps = {
  /** The radio buttons' name; the error message's id starts with it. */
  id: string;
  legend: string;
  value: string;
  error: string | undefined;
  required?: boolean;
  onChange: (answer: 'Yes' | 'No') => void;
};

export function YesNoChoice({ id, legend, value, error, required = false, onChange }: YesNoChoiceProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="lead-form__field lead-form__choice" {...(error ? { 'aria-describedby': errorId } : {})}>
      <legend>{legend}</legend>
      {(['Yes', 'No'] as const).map((answer) => (
        <label key={answer}>
          <input
            type="radio"
            name={id}
            value={answer}
            checked={value === answer}
            required={required}
            {...(error ? { 'aria-invalid': true } : {})}
            onChange={() => onChange(answer)}
          />
          {answer}
        </label>
      ))}
      {error && (
        <p id={errorId} className="lead-form__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
