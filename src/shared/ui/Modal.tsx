import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalTurn } from './modal-turn';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons; a close button is always there. */
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus and closes on Escape; focus returns to what opened it when it closes. It waits while another
 * modal is open (useModalTurn: one at a time).
 */
export function Modal({ open: wanted, title, onClose, children, actions, role = 'dialog' }: ModalProps) {
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
  return (
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
          {t('modal.close')}
        </button>
      </div>
    </dialog>
  );
}

/**
 * Focus back to what opened the dialog; if that is gone or disabled (a success dialog after the form it
 * reports was replaced), to the page's main landmark, so a keyboard or screen-reader user is not left
 * at the top of the document.
 */
function restoreFocus(opener: HTMLElement | null): void {
  if (opener && opener !== document.body && opener.isConnected && !opener.matches(':disabled')) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  // The page's one <main> (every layout's is focusable, tabIndex -1): no id of the app's layouts needed here.
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}
