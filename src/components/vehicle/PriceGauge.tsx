/**
 * The price comparison gauge (spec/shopping.md §4 Price gauge): a skeleton while the autogauge call
 * is out, nothing on a failure or when §5's hide rules say so (logged, §8), and the marker moving
 * to the car's place in the market band over 2.5 s.
 */
import { useEffect, useState } from 'react';
import { GAUGE_ANIMATION_MS, gaugeUrl, readGauge, type GaugeResponse } from '../../lib/vehicle/gauge.ts';
import { formatPrice } from '../../lib/format/money.ts';

type State = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'shown'; gauge: GaugeResponse };

export default function PriceGauge({ carPath }: { carPath: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    fetch(gaugeUrl('/api', carPath))
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((answer: unknown) => {
        const gauge = readGauge(answer);
        if (!gauge) console.error('Price gauge unavailable for', carPath);
        setState(gauge ? { kind: 'shown', gauge } : { kind: 'hidden' });
      });
  }, [carPath]);
  useEffect(() => {
    if (state.kind !== 'shown') return;
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, [state.kind]);

  if (state.kind === 'hidden') return null;
  if (state.kind === 'loading')
    return <div className="gauge gauge--skeleton" data-testid="gauge-skeleton" aria-hidden="true" />;
  const { gauge } = state;
  const label = `Priced at ${formatPrice(gauge.listing_price)}; market range ${formatPrice(gauge.market_range_min)} to ${formatPrice(gauge.market_range_max)}`;
  return (
    <figure className="gauge" data-testid="gauge">
      <div className="gauge__track" role="img" aria-label={label}>
        <span
          className="gauge__marker"
          style={{ left: `${drawn ? gauge.fill * 100 : 0}%`, transitionDuration: `${GAUGE_ANIMATION_MS}ms` }}
        />
      </div>
      <figcaption>
        <span className="gauge__ends">
          <span>{formatPrice(gauge.market_range_min)}</span>
          <span>{formatPrice(gauge.market_range_max)}</span>
        </span>
        {gauge.description && <span className="gauge__description">{gauge.description}</span>}
      </figcaption>
    </figure>
  );
}
