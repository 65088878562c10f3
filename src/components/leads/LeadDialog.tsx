/**
 * A lead form in a modal: the native <dialog> opened with showModal(), so the page behind is inert
 * and focus stays inside. Escape and the close button close it; focus goes back to whatever opened
 * it. The form stays mounted while closed, so reopening shows what the shopper had typed.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { LeadForm } from './LeadForm.tsx';
import type { LeadFormProps } from './useLeadForm.ts';

export type LeadDialogProps = { open: boolean; onClose(): void; title: string } & LeadFormProps;

/** Shows the native dialog as a modal while `open`; when it closes, focus goes back to whatever opened it. */
function useModal(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The attribute, not the `open` property, which older engines (and jsdom) do not reflect.
    const isOpen = dialog.hasAttribute('open');
    if (open && !isOpen) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Older engines (and jsdom) lack showModal; the dialog still opens, just not modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), select, textarea')?.focus();
    } else if (!open && isOpen) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
  }, [open]);
  return dialogRef;
}

export function LeadDialog({ open, onClose, title, ...formProps }: LeadDialogProps) {
  const titleId = useId();
  const dialogRef = useModal(open);
  const openRef = useRef(open);
  openRef.current = open;

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }

  // A close request that is not a key press (e.g. the Android back gesture).
  function onCancel(event: SyntheticEvent<HTMLDialogElement>): void {
    event.preventDefault();
    onClose();
  }

  // The browser closed it by itself (a close request it would not let us cancel): catch the state up.
  function onNativeClose(): void {
    if (openRef.current) onClose();
  }

  // A click on the backdrop lands on the dialog element itself (its content sits in a padded body).
  function onClick(event: MouseEvent<HTMLDialogElement>): void {
    if (event.target === dialogRef.current) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="lead-dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      <div className="lead-dialog__body">
        <div className="lead-dialog__header">
          <h2 id={titleId} className="lead-dialog__title">
            {title}
          </h2>
          <button type="button" className="lead-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <LeadForm {...formProps} />
      </div>
    </dialog>
  );
}
