/**
 * The car page's lead forms as dialogs (spec/shopping.md §2 Modals), opened from the links that
 * lead to them ('#enquire', '#test-drive', '#request-photos', '#find-similar', '#finance-enquiry').
 * Hydrated by client:leadlinks on the first such click: the island fetches the site's forms
 * (/data/lead-forms.json, one file per site rather than the same props in every car page), opens the
 * form named by location.hash, then handles later clicks itself. Each dialog opened stays mounted,
 * keeping what was typed.
 */
import { useEffect, useState } from 'react';
import type { ShopperLeadKind } from '../../lib/leads/schema.ts';
import type { FormRules } from '../../lib/leads/form-rules.ts';
import { LeadDialog } from './LeadDialog.tsx';
import type { LeadCar } from '../../lib/stock/shapes.ts';

const DIALOG_ANCHORS: Record<string, ShopperLeadKind> = {
  '#enquire': 'enquiry',
  '#test-drive': 'test-drive',
  '#request-photos': 'request-photos',
  '#find-similar': 'find-similar',
  '#finance-enquiry': 'finance',
};

export type LeadDialogsProps = {
  forms: Partial<Record<ShopperLeadKind, { title: string; rules: FormRules }>>;
  car: LeadCar | null;
  photosRequestText: string;
};

/** The anchors of these forms, for client:leadlinks. */
export const anchorsFor = (kinds: readonly ShopperLeadKind[]) =>
  Object.keys(DIALOG_ANCHORS).filter((hash) => kinds.includes(DIALOG_ANCHORS[hash]!));

const LEAD_FORMS_URL = '/data/lead-forms.json';

/** The car page's island: the site's forms, only the kinds this page offers. */
export default function LeadDialogsIsland({ kinds, car }: { kinds: readonly ShopperLeadKind[]; car: LeadCar }) {
  const [file, setFile] = useState<Omit<LeadDialogsProps, 'car'> | null>(null);
  useEffect(() => {
    fetch(LEAD_FORMS_URL)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((loaded: Omit<LeadDialogsProps, 'car'>) =>
        setFile({
          ...loaded,
          forms: Object.fromEntries(kinds.filter((k) => loaded.forms[k]).map((k) => [k, loaded.forms[k]!])),
        }),
      )
      // The page's own #enquire section and phone number remain; the forms are an addition.
      .catch((error: unknown) => console.error('Lead forms unavailable', error));
  }, [kinds]);
  return file ? <LeadDialogs {...file} car={car} /> : null;
}

function LeadDialogs({ forms, car, photosRequestText }: LeadDialogsProps) {
  const [mounted, setMounted] = useState<ShopperLeadKind[]>([]);
  const [current, setCurrent] = useState<ShopperLeadKind | null>(null);

  useEffect(() => {
    const open = (hash: string) => {
      const kind = DIALOG_ANCHORS[hash];
      if (!kind || !forms[kind]) return false;
      setMounted((list) => (list.includes(kind) ? list : [...list, kind]));
      setCurrent(kind);
      return true;
    };
    open(window.location.hash);
    const onClick = (event: MouseEvent) => {
      const hash = (event.target as Element | null)?.closest?.('a[href^="#"]')?.getAttribute('href');
      if (hash && open(hash)) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [forms]);

  const close = () => {
    setCurrent(null);
    // The anchor was only the way in: leave it out of the URL, so a reload does not reopen the form.
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  };

  return (
    <>
      {mounted.map((kind) => (
        <LeadDialog
          key={kind}
          open={current === kind}
          onClose={close}
          title={forms[kind]!.title}
          kind={kind}
          rules={forms[kind]!.rules}
          car={car}
          photosRequestText={photosRequestText}
        />
      ))}
    </>
  );
}
