/**
 * Sign-in gating (spec/site.md §2.1 sign-in kinds, §4 Gated route; spec/shopping.md §2
 * /sign-in?type=watchlist&redirect={path}&back={path}). Only same-site paths are followed after
 * sign-in, so a crafted link cannot send a shopper to another site.
 */
/**
 * The tenant schema's GATED_ROUTES plus the watchlist and the garage (always gated). Written out
 * rather than imported: this runs in the browser, and importing the schema module brings zod along.
 */
const SIGN_IN_KINDS = [
  'watchlist',
  'trade-in',
  'checkout',
  'finance',
  'car-finance',
  'spin-to-win',
  'online-payment',
  'my-garage',
] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

export const SIGN_IN_HEADINGS: Record<SignInKind, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'trade-in': 'Sign in to value your trade-in',
  checkout: 'Sign in to reserve this car',
  finance: 'Sign in to apply for finance',
  'car-finance': 'Sign in to see your personalised finance',
  'spin-to-win': 'Sign in to spin to win',
  'online-payment': 'Sign in to make a payment',
  'my-garage': 'Sign in to your garage',
};

/** A path on this site ('/cars/x?y#z'), else '/'. */
function samePath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

export function signInUrl(kind: SignInKind, redirect: string, back: string): string {
  return `/sign-in?${new URLSearchParams({ type: kind, redirect: samePath(redirect), back: samePath(back) }).toString()}`;
}

export function parseSignIn(search: string): { kind: SignInKind; redirect: string; back: string } {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const kind = (SIGN_IN_KINDS as readonly string[]).includes(type ?? '') ? (type as SignInKind) : 'watchlist';
  return { kind, redirect: samePath(params.get('redirect')), back: samePath(params.get('back')) };
}

/** Which sign-in kind a gated page needs: my-garage always; the others when the site gates them. */
export function gateFor(route: SignInKind, gated: readonly string[], signInEnabled: boolean): SignInKind | null {
  if (route === 'my-garage') return 'my-garage';
  return signInEnabled && gated.includes(route) ? route : null;
}
