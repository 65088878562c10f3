// Search constants that options and rules both read.

export type CarTypeName = 'new' | 'used' | 'demo';

/**
 * The car-type paths of spec/shopping.md §2, in the order the spec lists them; null = every type.
 * url-state.ts maps the same table both ways, so a URL it derives is a page landing-pages.ts lists.
 */
export const CAR_TYPE_PAGES: readonly { path: string; carTypes: CarTypeName[] | null }[] = [
  { path: '/search/new-used-and-demo-cars', carTypes: null },
  { path: '/search/new-cars', carTypes: ['new'] },
  { path: '/search/used-cars', carTypes: ['used'] },
  { path: '/search/demo-cars', carTypes: ['demo'] },
  { path: '/search/new-and-demo-cars', carTypes: ['new', 'demo'] },
];
