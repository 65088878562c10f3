/**
 * The dealer's number, masked after its first 5 characters until the shopper asks to see it (spec
 * §4 Phone reveal); revealing it records analytics event 25 with the car type label.
 */
import { useState } from 'react';
import { trackEvent } from '../../stores/analytics.ts';

interface Props {
  display: string;
  masked: string;
  href: string;
  label: 'New Car' | 'Used Car';
}

export default function PhoneReveal({ display, masked, href, label }: Props) {
  const [shown, setShown] = useState(false);
  if (shown) return <a className="button button--secondary" href={href} data-testid="phone">Call {display}</a>;
  return (
    <button
      type="button"
      className="button button--secondary"
      data-testid="phone"
      onClick={() => {
        setShown(true);
        trackEvent(25, { label });
      }}
    >
      <span aria-hidden="true">{masked}</span>
      <span className="visually-hidden">Show the phone number</span> <span aria-hidden="true">Show number</span>
    </button>
  );
}
