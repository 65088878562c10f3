/**
 * client:intent — hydrates an island at the moment its `when` names (at load, when the browser is
 * idle, or when it comes into view: the default), or earlier at the shopper's first touch of it.
 * A click that lands before React has taken over is held and played again on the same element
 * once it has. What is typed or chosen meanwhile is handed to React by the island's useEarlyEdits
 * when it mounts: it stays in the inputs, and is also recorded here, since an edit that lands while
 * React is hydrating (after Astro has started it, before React commits) is reset by the commit.
 *
 *   <Island client:intent />                                  hydrate in view, or on first touch
 *   <Island client:intent={{ when: 'idle' }} />               …when idle
 *   <Island client:intent={{ when: 'visible', rootMargin: '500px' }} />
 */
import type { ClientDirective } from 'astro';
import { EARLY_EDITS, type EarlyEdits } from './early-edits.ts';

type When = 'load' | 'idle' | 'visible';
type Options = { when?: When; rootMargin?: string };

/** Touches that start hydrating at once, before the click or edit they lead to. */
const TOUCHES = ['pointerdown', 'focusin', 'keydown'];

/**
 * How long a held click is played again while React is still hydrating its island: a bound for an
 * island whose hydration never ends, by when the shopper has tapped again.
 */
const REPLAY_FOR_MS = 5000;

const intent: ClientDirective = (load, options, el) => {
  const { when = 'visible', rootMargin } = (typeof options.value === 'object' ? options.value : {}) as Options;
  const clicked: HTMLElement[] = [];
  let hydrating: Promise<void> | undefined;

  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    clicked.push(event.target as HTMLElement);
    void hydrate();
  };
  el.addEventListener('click', holdClick, true);
  recordEdits(el);
  // Left in place after hydrating: hydrate() runs once, and a touch after that does nothing.
  for (const type of TOUCHES) el.addEventListener(type, hydrate, true);

  function hydrate(): Promise<void> {
    hydrating ??= (async () => {
      observer?.disconnect();
      await (await load())();
      el.removeEventListener('click', holdClick, true);
      const until = performance.now() + REPLAY_FOR_MS;
      for (const target of clicked) replayClick(el, target, until);
    })();
    return hydrating;
  }

  let observer: IntersectionObserver | undefined;
  if (when === 'load') void hydrate();
  else if (when === 'idle') (self.requestIdleCallback || setTimeout)(hydrate);
  else {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void hydrate(), {
      rootMargin,
    });
    for (const child of el.children) observer.observe(child);
  }
};

/**
 * Plays a held click again on its element, now that React has the island. React hydrates a click's
 * island at once if it can; if it cannot yet (its hydration is under way), it stops the click at the
 * island, where this listener, added after React's, sees it stopped: the click is then undone and
 * played again on the next task, until React takes it. (A React handler never stops a click in
 * the capture phase here: no island has an onClickCapture.)
 *
 * On an input, a change event first makes React finish with the page as it was: a checkbox or
 * radio button toggles before its click is dispatched, and React, hydrating on that click, would
 * take the toggled state for the rendered one and see no change. (React makes a checkbox's onChange
 * from clicks and a text field's from a changed value, so the event itself does nothing.)
 */
function replayClick(island: HTMLElement, target: HTMLElement, until: number): void {
  // An element React has replaced is not the one its handler is on: there is nothing to play it on.
  if (!target.isConnected) return;
  let stopped = false;
  const check = (event: Event) => {
    if (event.target !== target || !event.cancelBubble) return;
    stopped = true;
    event.preventDefault(); // undoes a checkbox's or radio button's toggle, and a link's navigation
  };
  island.addEventListener('click', check, true);
  if ('checked' in target) target.dispatchEvent(new Event('change'));
  target.click();
  island.removeEventListener('click', check, true);
  if (stopped && performance.now() < until) setTimeout(() => replayClick(island, target, until));
}

/**
 * Records the last value of each field the shopper edits, until the island's useEarlyEdits takes
 * the record away. Listening in the capture phase, and only listening: the edit goes on as usual.
 */
function recordEdits(island: HTMLElement): void {
  const edits: EarlyEdits = new Map();
  (island as HTMLElement & { [EARLY_EDITS]?: EarlyEdits })[EARLY_EDITS] = edits;
  const record = (event: Event) => {
    const field = event.target;
    const valued =
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (valued) edits.set(field, field.value);
  };
  for (const type of ['input', 'change']) island.addEventListener(type, record, true);
}

export default intent;
