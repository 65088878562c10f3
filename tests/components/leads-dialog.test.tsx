// The lead forms as modal dialogs (spec/shopping.md §2 Modals; WCAG 2.2: the dialog is named by its
// heading, the close button is labelled, Escape closes, focus goes back to what opened it). The car
// page's island that opens them from their links is tested on built pages (tests/e2e/leads.spec.ts).
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadDialog } from '../../src/components/leads/LeadDialog.tsx';
import type { LeadCar } from '../../src/lib/stock/shapes.ts';
import type { FormRules } from '../../src/lib/leads/form-rules.ts';

afterEach(cleanup);

const enquiryRules: FormRules = {
  kind: 'enquiry',
  nameFields: 'name',
  phoneLabel: 'Phone',
  messageRequired: true,
  categories: [{ value: 'General Enquiry', label: 'General Enquiry' }],
  dealerships: null,
  locations: null,
  dealershipFromLocation: false,
  postcodeRequired: false,
  termsText: null,
  fixedCategory: 'General Enquiry',
};
const car: LeadCar = {
  id: 1,
  slug: 'car',
  name: '2020 Mazda CX-5',
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'M1',
  dealership_id: 2,
  dealership_slug: 'mazda-town',
  manufacturer_slug: 'mazda',
  tag: null,
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enquire
      </button>
      <LeadDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Enquire about this vehicle"
        kind="enquiry"
        rules={enquiryRules}
        car={car}
      />
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Enquire' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('LeadDialog', () => {
  it('opens named by its title with focus on the first field', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Enquire about this vehicle' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });

  it.each([
    ['the Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
  ])('%s closes it and focus returns to the opener, keeping what was typed', (_how, close) => {
    render(<Harness />);
    const opener = openDialog();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Half-typed question' } });
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    openDialog();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Half-typed question');
  });
});
