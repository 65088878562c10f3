/**
 * InstantSearch's router and state mapping over our URL scheme (url-state.ts, ui-state.ts: pure and
 * unit-tested): the history router writes and reads the URLs the build prerenders, and a
 * middleware marks non-landing states `noindex` and records the shopper's searches.
 *
 * A prerendered page is one landing state, whatever query string the visitor brought. Until the
 * island has hydrated, the router reads the landing URL (on the server too, where there is no
 * window), so hydration matches the HTML; `arrive()` then applies a deep link's state, once.
 */
import historyRouter from 'instantsearch.js/es/lib/routers/history.js';
import type { Middleware, UiState } from 'instantsearch.js';
import {
  emptySearchState,
  isLandingRoute,
  routeToState,
  stateToRoute,
  type RoutingContext,
} from '../../lib/search/url-state.ts';
import { toSearchState, toUiState } from '../../lib/search/ui-state.ts';
import type { SearchState } from '../../lib/search/types.ts';
import { recordSearch } from '../../stores/search-history.ts';

const currentUrl = () => `${location.pathname}${location.search}`;

export function searchRouting(ctx: RoutingContext, indexId: string, landingPath: string) {
  let hydrated = false;
  let readUrl: (() => void) | null = null;
  let replaceNext = false;
  const landing = new URL(landingPath, 'https://prerender.invalid');
  const parse = (where: { pathname: string; search: string }) =>
    routeToState(where.pathname, where.search, ctx) ?? emptySearchState(ctx);

  const router = historyRouter<SearchState>({
    // The URL is the truth at once; the search box and sliders are debounced already (spec §9).
    writeDelay: 0,
    cleanUrlOnDispose: false,
    getLocation: () => (hydrated ? window.location : (landing as unknown as Location)),
    createURL: ({ routeState }) => stateToRoute(routeState, ctx),
    parseURL: ({ location: where }) => parse(where),
    push: (url) => {
      // InstantSearch writes its starting (landing) state as it mounts: the address bar keeps what the visitor asked for.
      if (!hydrated) return;
      const replace = replaceNext;
      replaceNext = false;
      if (url === currentUrl()) return;
      if (replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
    },
    // InstantSearch hands over "read the URL now"; the island calls it once it has hydrated.
    start: (onUpdate) => {
      readUrl = onUpdate;
    },
  });

  const stateMapping = {
    stateToRoute: (uiState: UiState): SearchState => toSearchState(uiState[indexId] ?? {}, ctx.defaultSort),
    routeToState: (route: SearchState): UiState => ({ [indexId]: toUiState(route, ctx.defaultSort) }),
  };

  return {
    routing: { router, stateMapping },
    /** After hydration: a URL saying more than the landing page (a deep link) is searched, its tidy form replacing it. */
    arrive() {
      hydrated = true;
      if (stateToRoute(parse(location), ctx) === stateToRoute(parse(landing), ctx)) return;
      replaceNext = true;
      readUrl?.();
    },
  };
}

/** Side effects of a new search state: `noindex` unless it is a landing page, and the search history (site.md §3). */
export function pageEffects(ctx: RoutingContext, indexId: string, historySize: number): Middleware {
  return () => ({
    $$type: 'forecourt.pageEffects',
    onStateChange({ uiState }) {
      const state = toSearchState(uiState[indexId] ?? {}, ctx.defaultSort);
      markIndexable(isLandingRoute(state, ctx));
      recordSearch({ path: stateToRoute(state, ctx), filters: state }, historySize);
    },
    subscribe() {},
    unsubscribe() {},
  });
}

/** Filtered combinations that are not landing pages are noindex (the static landing pages are indexed). */
function markIndexable(indexable: boolean): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (indexable) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.append(tag);
  }
  tag.content = 'noindex, follow';
}
