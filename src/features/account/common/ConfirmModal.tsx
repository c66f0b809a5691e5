import { useState, type ReactNode } from 'react';
import { Modal } from '@/shared/ui/Modal';

interface ConfirmModalProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action; the modal stays open and its button busy until it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A question before an action that cannot be undone here (remove the card, cancel a plan, withdraw a request). */
export function ConfirmModal({ title, children, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      role="alertdialog"
      title={title}
      onClose={onClose}
      actions={
        // Busy, not disabled: a focused button that is disabled drops the keyboard's focus (Chrome), here out of the dialog.
        <button
          type="button"
          className="button"
          onClick={() => void confirm()}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
      }
    >
      {children}
    </Modal>
  );
}
