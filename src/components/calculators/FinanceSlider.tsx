import { boundsHelp, snapValue, type SliderRange } from '../../lib/finance/sliders.ts';
import { formatPrice } from '../../lib/format/money.ts';

interface Props {
  range: SliderRange;
  label: string;
  value: number;
  money: boolean;
  unit?: string;
  onChange: (value: number) => void;
}

/** One calculator input: a slider and an exact field, snapped by the spec's rules, with the bounds help text. */
export function FinanceSlider({ range, label, value, money, unit, onChange }: Props) {
  if (!range.visible) return null;
  const id = `finance-${range.kind}`;
  const help = money ? boundsHelp(value, range) : null;
  const text = money ? formatPrice(value) : `${value}${unit ?? ''}`;
  const set = (raw: number) => onChange(snapValue(range.kind, raw, range));
  const sliderMin = range.values ? range.values[0]! : range.min;
  const sliderMax = range.values ? range.values.at(-1)! : range.max;
  return (
    <div className="calculator__field" data-slider={range.kind}>
      <label htmlFor={id}>{label}</label>
      <span className="calculator__input">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          value={value}
          step={range.step}
          readOnly={range.locked}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(event) => onChange(Number(event.target.value))}
          onBlur={(event) => set(Number(event.target.value))}
        />
        {unit && <span className="calculator__unit">{unit.trim()}</span>}
      </span>
      <input
        type="range"
        aria-label={`${label} slider`}
        aria-valuetext={text}
        min={sliderMin}
        max={sliderMax}
        step={range.values ? 'any' : range.step}
        value={value}
        disabled={range.locked}
        onChange={(event) => set(Number(event.target.value))}
      />
      {help && (
        <p id={`${id}-help`} className="calculator__help">
          {help}
        </p>
      )}
    </div>
  );
}
