/**
 * Opens the car page's lead forms as dialogs (spec/shopping.md §2 Modals) from the links that
 * already lead to them: '#enquire', '#test-drive', '#request-photos', '#find-similar' and
 * '#finance-enquiry', on this page or arriving from a search card. The forms' JavaScript is fetched
 * on the first click, so a page that is only looked at pays nothing for them; without JavaScript
 * the links still go to the page's own sections.
 */
import type { LeadKind } from '../../lib/leads/schema.ts';

export const DIALOG_ANCHORS: Record<string, LeadKind> = {
  '#enquire': 'enquiry', '#test-drive': 'test-drive', '#request-photos': 'request-photos', '#find-similar': 'find-similar', '#finance-enquiry': 'finance',
};

export function wireLeadDialogs(configElement: HTMLElement): void {
  const config = JSON.parse(configElement.textContent ?? '{}') as { forms: Partial<Record<LeadKind, unknown>> };
  let openKind: ((kind: LeadKind) => void) | null = null;
  const kindFor = (hash: string) => {
    const kind = DIALOG_ANCHORS[hash];
    return kind && config.forms[kind] ? kind : null;
  };
  async function show(kind: LeadKind) {
    if (openKind) return openKind(kind);
    const { mountLeadDialogs } = await import('./mount-dialogs.tsx');
    openKind = mountLeadDialogs(config as Parameters<typeof mountLeadDialogs>[0], kind);
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    const kind = link ? kindFor(link.getAttribute('href') ?? '') : null;
    if (!kind) return;
    event.preventDefault();
    void show(kind);
  });
  const arrived = kindFor(window.location.hash);
  if (arrived) void show(arrived);
}
