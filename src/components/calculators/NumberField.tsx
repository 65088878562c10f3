interface Props {
  id: string;
  label: string;
  unit: string;
  value: number;
  step: number;
  onChange: (value: number) => void;
}

/** A labelled number input with its unit beside it; blank or junk reads as 0. */
export function NumberField({ id, label, unit, value, step, onChange }: Props) {
  return (
    <div className="calculator__field">
      <label htmlFor={id}>{label}</label>
      <span className="calculator__input">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          value={value}
          onChange={(event) => onChange(Math.max(0, Number(event.target.value) || 0))}
        />
        <span className="calculator__unit">{unit}</span>
      </span>
    </div>
  );
}
