/**
 * client:leadlinks — hydrates an island on the first click of a link to one of its anchors (or at
 * once when the page was opened at one), so the car page's lead forms cost no JavaScript until a
 * shopper asks for one. The anchor goes into the URL without scrolling; the island opens the form
 * named by location.hash when it starts. Without JavaScript the links reach the page's sections.
 */
import type { ClientDirective } from 'astro';

const leadLinks: ClientDirective = async (load, options) => {
  // Astro passes the directive's value through JSON, so the array arrives intact (its type says string).
  const value: unknown = options.value;
  const anchors = Array.isArray(value) ? value : [];
  if (!anchors.includes(location.hash)) {
    await new Promise<void>((clicked) => {
      const onClick = (event: MouseEvent) => {
        const hash = (event.target as Element).closest?.('a[href^="#"]')?.getAttribute('href');
        if (!hash || !anchors.includes(hash)) return;
        event.preventDefault();
        history.replaceState(history.state, '', hash);
        document.removeEventListener('click', onClick, true);
        clicked();
      };
      document.addEventListener('click', onClick, true);
    });
  }
  await (await load())();
};

export default leadLinks;
