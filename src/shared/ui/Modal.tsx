import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalTurn } from './modal-turn';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons; a close button is always there. */
  actions?: ReactNode;
  /** The close button's words where "Close" is not what it does for the visitor ("Stay logged in"). */
  closeLabel?: string;
  role?: 'dialog' | 'alertdialog';
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus and closes on Escape; focus returns to what opened it when it closes. It waits while another
 * modal is open (useModalTurn: one at a time). It is rendered into <body> (a portal), so no rule of the
 * screen that opened it (a section's `> * { margin: 0 }`, a table's cells) places or sizes it: every dialog
 * is centred by the same rules (issue 50: the invoice dialog sat in the top-left corner).
 */
export function Modal({ open: wanted, title, onClose, children, actions, closeLabel, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('common');
  const open = useModalTurn(wanted);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => restoreFocus(opener);
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  if (!open) return null;
  const dialog = (
    <dialog
      ref={ref}
      className="modal"
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      <div className="modal__actions">
        {actions}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {closeLabel ?? t('modal.close')}
        </button>
      </div>
    </dialog>
  );
  // Open only after an effect (useModalTurn), so never in the prerendered HTML: the portal has its <body>.
  return createPortal(dialog, document.body);
}

/**
 * Focus back to what opened the dialog; if that is gone or disabled (a success dialog after the form it
 * reports was replaced), to the page's main landmark, so a keyboard or screen-reader user is not left
 * at the top of the document. The page does not move: it was locked while the dialog was open, so what
 * opened it is where it was (issue 50: a popup that opened itself gave focus back to <main>, and the
 * browser scrolled <main>'s top under the sticky header).
 */
function restoreFocus(opener: HTMLElement | null): void {
  if (opener && opener !== document.body && opener.isConnected && !opener.matches(':disabled')) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  // The page's one <main> (every layout's is focusable, tabIndex -1): no id of the app's layouts needed here.
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}
