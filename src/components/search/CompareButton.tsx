import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $compareList, MAX_COMPARE, toggleCompare, type CompareCar } from '../../stores/compare.ts';
import { useHydrated } from '../hooks.ts';

const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} cars.`;

/**
 * Add a car to, or take it off, the compare list in this browser (spec/shopping.md §2), with a link
 * to /compare once the list has cars. Renders unpressed and without the link until hydrated, since
 * the server cannot know the list.
 */
export function CompareButton({ car }: { car: CompareCar }) {
  const list = useStore($compareList);
  const hydrated = useHydrated();
  const [message, setMessage] = useState('');
  const picked = hydrated && list.some((c) => c.id === car.id);
  const count = hydrated ? list.length : 0;

  function toggle() {
    // The pressed state already tells a screen reader what happened; only a refusal needs words.
    setMessage(toggleCompare(car) === 'full' ? COMPARE_FULL_MESSAGE : '');
  }

  return (
    <>
      {/* The name starts with the visible word (WCAG 2.5.3); the car's name tells one card's button from the next. */}
      <button
        type="button"
        className="button button--small button--secondary compare-toggle"
        aria-pressed={picked}
        aria-label={`${picked ? 'Comparing' : 'Compare'} ${car.name}`}
        onClick={toggle}
      >
        {picked ? 'Comparing' : 'Compare'}
      </button>
      {count > 0 && (
        <a className="compare-link" href="/compare">
          Compare ({count})
        </a>
      )}
      {/* Always in the page, so the refusal is announced when its text arrives (a live region added with its text often is not). */}
      <span
        role="status"
        className="compare-note muted"
        style={message ? { flexBasis: '100%', fontSize: '.85rem' } : undefined}
      >
        {message}
      </span>
    </>
  );
}
