/**
 * Gated routes (spec/site.md §4): once the session check has finished and nobody is signed in,
 * the visitor is sent to sign-in, with this page to come back to.
 */
import { loadSession } from '../../stores/account.ts';
import { signInUrl, type SignInKind } from '../../lib/leads/sign-in.ts';

export async function enforceGate(kind: SignInKind): Promise<void> {
  const session = await loadSession();
  if (session.state === 'signed-in') return;
  const here = `${window.location.pathname}${window.location.search}`;
  const back = document.referrer.startsWith(window.location.origin)
    ? document.referrer.slice(window.location.origin.length)
    : '/';
  window.location.replace(signInUrl(kind, here, back));
}
