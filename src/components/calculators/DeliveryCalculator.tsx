/**
 * Delivery estimate by postcode (spec §4 states idle, loading, result, error; §5 and §8 texts):
 * the postcode is placed with the tenant's geocoder, measured to the nearest yard and priced by
 * the tenant's distance bands.
 */
import { useMemo, useReducer, useRef, useState } from 'react';
import { useEarlyEdits } from '../hooks.ts';
import {
  deliveryReducer,
  estimateDelivery,
  INITIAL_DELIVERY_STATE,
  type DeliveryState,
} from '../../lib/delivery/state.ts';
import { POSTCODE_MAX_LENGTH, validatePostcode } from '../../lib/delivery/postcode.ts';
import { deliveryPriceText, type DeliveryRegion } from '../../lib/delivery/quote.ts';
import { geocoderFor } from '../../client/geocoder.ts';
import type { Located } from '../../lib/geo/distance.ts';

interface Props {
  regions: DeliveryRegion[];
  origins: Located[];
  geocoder: { kind: 'offline' | 'hosted'; url: string; key?: string };
}

/** The estimate or what is wrong with the postcode, announced as it changes. */
function DeliveryMessage({ state }: { state: DeliveryState }) {
  return (
    <div id="delivery-message" aria-live="polite">
      {state.status === 'error' && (
        <p className="calculator__error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'result' && (
        <p className="calculator__result" data-testid="delivery-result">
          {state.name}: <strong>{deliveryPriceText(state.price)}</strong> delivery to {state.postcode} ({state.km} km)
        </p>
      )}
    </div>
  );
}

export default function DeliveryCalculator({ regions, origins, geocoder }: Props) {
  const [postcode, setPostcode] = useState('');
  const [state, dispatch] = useReducer(deliveryReducer, INITIAL_DELIVERY_STATE);
  const geocode = useMemo(
    () => geocoderFor(geocoder, { fetch: (url) => fetch(url), ...(geocoder.key ? { key: geocoder.key } : {}) }),
    [geocoder],
  );

  const submit = async () => {
    const value = postcode.trim();
    dispatch({ type: 'submit', postcode: value });
    if (validatePostcode(value) !== null) return; // the reducer shows the message
    dispatch(await estimateDelivery(value, { geocode, origins, regions }));
  };

  const root = useRef<HTMLFormElement>(null);
  useEarlyEdits(root);
  return (
    <form
      ref={root}
      className="calculator"
      data-testid="delivery-calculator"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="calculator__field">
        <label htmlFor="delivery-postcode">Your postcode</label>
        <span className="calculator__input">
          <input
            id="delivery-postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            value={postcode}
            aria-invalid={state.status === 'error'}
            aria-describedby="delivery-message"
            onChange={(event) => setPostcode(event.target.value)}
          />
          <button type="submit" className="button button--small" disabled={state.status === 'loading'}>
            {state.status === 'loading' ? 'Checking…' : 'Get estimate'}
          </button>
        </span>
      </div>
      <DeliveryMessage state={state} />
    </form>
  );
}
