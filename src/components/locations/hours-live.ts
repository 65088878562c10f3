/**
 * What a static page cannot know when it is built: whether each location is open at the moment the
 * shopper looks ("Open now · closes 5:30 pm", by the location's own clock), which holiday-hours day
 * is 'Today', and which have passed. Also opens the holiday hours dialog in browsers without
 * invoker commands (command/commandfor buttons need no script elsewhere).
 */
import { openStatus, type Schedule } from '../../lib/hours/status.ts';
import { localTime } from '../../lib/hours/clock.ts';

const now = new Date();

for (const status of document.querySelectorAll<HTMLElement>('[data-open-status]')) {
  const text = openStatus(now, JSON.parse(status.dataset.openStatus!) as Schedule);
  status.textContent = text;
  status.dataset.state = text.startsWith('Open now') ? 'open' : 'closed';
}

for (const day of document.querySelectorAll<HTMLElement>('[data-holiday-date]')) {
  const today = localTime(now, day.dataset.timeZone!).date;
  const date = day.dataset.holidayDate!;
  day.hidden = date < today;
  day.querySelector<HTMLElement>('[data-today]')!.hidden = date !== today;
}

// A modal whose days have all passed (a site not rebuilt for a while) is not offered.
for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-holiday-hours]')) {
  if (dialog.querySelector('[data-holiday-date]:not([hidden])')) continue;
  for (const button of document.querySelectorAll<HTMLElement>(`[commandfor="${dialog.id}"][command="show-modal"]`)) {
    button.hidden = true;
  }
}

if (!('commandForElement' in HTMLButtonElement.prototype)) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[commandfor]')) {
    button.addEventListener('click', () => {
      const dialog = document.getElementById(button.getAttribute('commandfor')!);
      if (!(dialog instanceof HTMLDialogElement)) return;
      if (button.getAttribute('command') === 'show-modal') dialog.showModal();
      else dialog.close();
    });
  }
}
