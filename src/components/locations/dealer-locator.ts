/**
 * The dealer locator (spec/site.md §1 /dealer-locator): the postcode is placed with the site's
 * geocoder (the offline postcode table or a hosted service, as the delivery calculator does) and
 * the locations are put nearest first by straight-line distance, each with how far it is; a make
 * narrows them. The form is a plain GET form, so a search sent before this script runs arrives as
 * ?postcode=…&make=… and is applied when it does.
 */
import { geocoderFor } from '../../client/geocoder.ts';
import { distanceText, nearestFirst } from '../../lib/geo/distance.ts';
import { validatePostcode } from '../../lib/delivery/postcode.ts';

const form = document.querySelector<HTMLFormElement>('[data-dealer-locator]');
const list = document.querySelector<HTMLElement>('[data-locator-list]');

if (form && list) {
  const message = form.querySelector<HTMLElement>('[data-locator-message]')!;
  const geocode = geocoderFor(
    JSON.parse(form.dataset.geocoder!) as { kind: 'offline' | 'hosted'; url: string; key?: string },
    { fetch: (url) => fetch(url) },
  );
  const items = [...list.querySelectorAll<HTMLElement>('[data-locator-item]')].map((element) => ({
    element,
    address: { lat: Number(element.dataset.lat), long: Number(element.dataset.long) },
    makes: JSON.parse(element.dataset.makes!) as string[],
  }));

  const say = (text: string, error = false) => {
    message.textContent = text;
    message.classList.toggle('dealer-locator__error', error);
  };

  const apply = async (postcode: string, make: string) => {
    const shown = items.filter((item) => make === '' || item.makes.includes(make));
    for (const item of items) item.element.hidden = !shown.includes(item);
    for (const distance of list.querySelectorAll<HTMLElement>('[data-distance]')) distance.hidden = true;
    if (postcode === '')
      return say(`${shown.length} ${shown.length === 1 ? 'location' : 'locations'}${make ? ` selling ${make}` : ''}.`);
    const invalid = validatePostcode(postcode);
    if (invalid) return say(invalid, true);
    say('Finding your nearest…');
    try {
      const nearest = nearestFirst(await geocode(postcode), shown);
      for (const { item, km } of nearest) {
        const distance = item.element.querySelector<HTMLElement>('[data-distance]')!;
        distance.textContent = `${distanceText(km)} from ${postcode}`;
        distance.hidden = false;
        list.append(item.element);
      }
      const first = nearest[0];
      say(
        first
          ? `Nearest to ${postcode} first: ${first.item.element.dataset.name} is ${distanceText(first.km)} away.`
          : `No locations${make ? ` selling ${make}` : ''}.`,
      );
    } catch (error) {
      say((error as Error).message, true);
    }
  };

  const fromUrl = () => {
    const params = new URLSearchParams(location.search);
    const postcode = (params.get('postcode') ?? '').trim();
    const make = params.get('make') ?? '';
    form.querySelector<HTMLInputElement>('[name=postcode]')!.value = postcode;
    const select = form.querySelector<HTMLSelectElement>('[name=make]');
    if (select) select.value = make;
    void apply(postcode, make);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const params = new URLSearchParams();
    for (const name of ['postcode', 'make']) {
      const value = String(data.get(name) ?? '').trim();
      if (value) params.set(name, value);
    }
    history.pushState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
    fromUrl();
  });
  addEventListener('popstate', fromUrl);
  if (location.search) fromUrl();
}
