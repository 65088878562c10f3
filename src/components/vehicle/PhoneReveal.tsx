/**
 * The dealer's number, masked after its first 5 characters until the shopper asks to see it (spec
 * §4 Phone reveal); revealing it records analytics event 25 with the car type label and makes the
 * reveal call, which counts it for the dealer and answers the current number. The built number is
 * shown at once, so a slow or failed call (logged only, §8) never keeps the shopper waiting.
 */
import { useState } from 'react';
import { trackEvent } from '../../stores/analytics.ts';
import { postJson } from '../../client/lead-api.ts';
import { telHref } from '../../lib/format/phone.ts';

interface Props {
  display: string;
  masked: string;
  href: string;
  label: 'New Car' | 'Used Car';
  /** §7 reveal payload. */
  reveal: { car_id: number; dealership_id: number | null; website_id: number };
}

type Revealed = { display: string; href: string };

async function revealCall(payload: Props['reveal']): Promise<Revealed | null> {
  const result = await postJson<{ phone: string; display: string }>('', '/api/phone-reveal', payload);
  if (result.ok) return { display: result.body.display, href: telHref(result.body.phone) };
  console.warn('Phone reveal failed', result.status === 0 ? 'network error' : `HTTP ${result.status}`);
  return null;
}

export default function PhoneReveal({ display, masked, href, label, reveal }: Props) {
  const [shown, setShown] = useState<Revealed | null>(null);
  if (shown)
    return (
      <a className="button button--secondary" href={shown.href} data-testid="phone">
        Call {shown.display}
      </a>
    );
  return (
    <button
      type="button"
      className="button button--secondary"
      data-testid="phone"
      onClick={() => {
        setShown({ display, href });
        trackEvent(25, { label });
        void revealCall(reveal).then((answer) => answer && setShown(answer));
      }}
    >
      <span aria-hidden="true">{masked}</span>
      <span className="visually-hidden">Show the phone number</span> <span aria-hidden="true">Show number</span>
    </button>
  );
}
