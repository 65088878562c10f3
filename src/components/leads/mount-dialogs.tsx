/**
 * The lazy entry for the vehicle page's lead forms: the page `import()`s this on the first click of
 * an enquiry, test-drive, … button, so the forms cost no JavaScript until a shopper wants one. One
 * React root in a div at the end of <body> holds every dialog opened so far (each keeps what the
 * shopper typed while closed); the returned function opens another kind later.
 */
import { createRoot } from 'react-dom/client';
import type { LeadKind } from '../../lib/leads/schema.ts';
import type { FormRules } from '../../lib/leads/form-rules.ts';
import { LeadDialog } from './LeadDialog.tsx';
import type { LeadCar } from './lead-values.ts';

export type LeadDialogsConfig = {
  forms: Partial<Record<LeadKind, { title: string; rules: FormRules }>>;
  car: LeadCar | null;
  photosRequestText: string;
  apiBase?: string;
};

export function mountLeadDialogs(config: LeadDialogsConfig, open: LeadKind): (kind: LeadKind) => void {
  const host = document.createElement('div');
  host.className = 'lead-dialogs';
  document.body.append(host);
  const root = createRoot(host);
  const mounted: LeadKind[] = [];
  let current: LeadKind | null = null;

  function render(): void {
    root.render(
      <>
        {mounted.map((kind) => {
          const form = config.forms[kind]!;
          return (
            <LeadDialog
              key={kind} open={current === kind} onClose={close} title={form.title} kind={kind} rules={form.rules} car={config.car}
              photosRequestText={config.photosRequestText} {...(config.apiBase === undefined ? {} : { apiBase: config.apiBase })}
            />
          );
        })}
      </>,
    );
  }

  function close(): void {
    current = null;
    render();
  }

  function show(kind: LeadKind): void {
    // A kind the page has no form for is a page bug; opening nothing beats throwing at the shopper.
    if (!config.forms[kind]) return console.warn(`No lead form configured for "${kind}"`);
    if (!mounted.includes(kind)) mounted.push(kind);
    current = kind;
    render();
  }

  show(open);
  return show;
}
