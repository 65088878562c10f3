/**
 * client:intent (src/client/intent-directive.ts) plays a click held while its island loads again
 * once React has the island. Here with React and Astro's own React renderer, on an island whose
 * hydration cannot finish when the click is played (it waits for its data): React stops that click
 * at the island, and the shopper's tap must still reach its handler once the island has hydrated.
 */
import { use, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { expect, onTestFinished, test } from 'vitest';
import hydrator from '@astrojs/react/client.js';
import intent from '../../src/client/intent-directive.ts';

function SaveButton({ label }: { label: string | Promise<string> }) {
  const text = typeof label === 'string' ? label : use(label);
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      {text} ({taps})
    </button>
  );
}

function Filter({ label }: { label: string | Promise<string> }) {
  const text = typeof label === 'string' ? label : use(label);
  const [ticked, setTicked] = useState(false);
  return (
    <label>
      <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
      {text}
      {ticked ? ' (refined)' : ''}
    </label>
  );
}

/** client:intent={{ when: 'load' }}, as a page gives it (Astro types a directive's value as a string). */
function atLoad(name: string): Parameters<typeof intent>[1] {
  return { name, value: { when: 'load' } } as unknown as Parameters<typeof intent>[1];
}

/**
 * Server-renders the component into an island, and starts client:intent on it (hydrating at load),
 * with its module held until `loadIsland` and the label it waits for until the held tap has been
 * played once.
 */
function heldIsland(Component: typeof SaveButton | typeof Filter) {
  const island = document.createElement('astro-island');
  island.setAttribute('ssr', '');
  island.innerHTML = renderToString(<Component label="Save" />);
  document.body.append(island);
  let showLabel!: (label: string) => void;
  const label = new Promise<string>((resolve) => (showLabel = resolve));
  let loadIsland!: () => void;
  const loaded = new Promise<void>((resolve) => (loadIsland = resolve));
  const hydrate = async () => hydrator(island)(Component, { label }, {}, { client: 'intent' });
  const load = async () => {
    await loaded;
    return hydrate;
  };
  intent(load, atLoad(Component.name), island);
  let clicks = 0;
  const onClick = () => ++clicks === 2 && setTimeout(() => showLabel('Save'));
  document.addEventListener('click', onClick, true);
  onTestFinished(() => {
    document.removeEventListener('click', onClick, true);
    island.remove();
  });
  return { island, loadIsland };
}

test('a tap held while the island loads reaches its handler though React was still hydrating', async () => {
  const { island, loadIsland } = heldIsland(SaveButton);
  const button = island.querySelector('button')!;
  button.click();
  expect(button.textContent).toBe('Save (0)');
  loadIsland();

  await waitFor(() => expect(island.querySelector('button')?.textContent).toBe('Save (1)'));
  expect(island.querySelector('button')).toBe(button);
});

test('a filter ticked while the island loads is ticked once, though React was still hydrating', async () => {
  const { island, loadIsland } = heldIsland(Filter);
  const box = island.querySelector('input')!;
  box.click();
  loadIsland();

  await waitFor(() => expect(island.textContent).toBe('Save (refined)'));
  expect(box.checked).toBe(true);
});
