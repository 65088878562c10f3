import { useState } from 'react';
import { boundsHelp, sliderStops, snapValue, stopIndex, type SliderRange } from '../../lib/finance/sliders.ts';
import { formatPrice } from '../../lib/format/money.ts';

interface Props {
  range: SliderRange;
  label: string;
  value: number;
  money: boolean;
  unit?: string;
  onChange: (value: number) => void;
}

/**
 * One calculator input: a slider and an exact field, snapped by the spec's rules. The slider moves
 * over the values it offers (lib/finance/sliders.ts `sliderStops`), which always include the
 * current one, so the browser never rounds a starting value onto its own grid. The bounds help
 * text shows once the shopper has taken a dollar input to or past a bound, never at rest.
 */
export function FinanceSlider({ range, label, value, money, unit, onChange }: Props) {
  const [edited, setEdited] = useState(false);
  if (!range.visible) return null;
  const id = `finance-${range.kind}`;
  const help = money && edited ? boundsHelp(value, range) : null;
  const text = money ? formatPrice(value) : `${value}${unit ?? ''}`;
  const stops = sliderStops(range, value);
  const edit = (next: number) => {
    setEdited(true);
    onChange(next);
  };
  const set = (raw: number) => edit(snapValue(range.kind, raw, range));
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
          onChange={(event) => edit(Number(event.target.value))}
          onBlur={(event) => set(Number(event.target.value))}
        />
        {unit && <span className="calculator__unit">{unit.trim()}</span>}
      </span>
      <input
        type="range"
        aria-label={`${label} slider`}
        aria-valuetext={text}
        min={0}
        max={stops.length - 1}
        step={1}
        value={stopIndex(stops, value)}
        disabled={range.locked}
        onChange={(event) => set(stops[Number(event.target.value)] ?? value)}
      />
      {help && (
        <p id={`${id}-help`} className="calculator__help">
          {help}
        </p>
      )}
    </div>
  );
}
