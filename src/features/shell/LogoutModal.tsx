import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { useServices } from '@/shared/services';
import { logout } from '@/shared/session/logout';
import { Modal } from '@/shared/ui/Modal';
import { useModal } from '@/shared/ui/modal-store';

export const LOGOUT_MODAL = 'logout';

/**
 * The logout confirmation (campaign seed §4: logout opens a confirmation modal first). Confirming
 * logs out (core §4: token and user data cleared, then Login); cancelling just closes it, or does
 * what the caller says (the Logout page goes back).
 */
export function LogoutModal({ lang, onCancel }: { lang: Language; onCancel?: () => void }) {
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const open = !!useModal(services.modals, LOGOUT_MODAL);
  const [pending, setPending] = useState(false);
  const cancel = () => {
    services.modals.hide(LOGOUT_MODAL);
    onCancel?.();
  };
  // Its layout gone with it open (Back, a 401): the modal store outlives the layout, so close it there.
  useEffect(() => () => services.modals.hide(LOGOUT_MODAL), [services]);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await logout(services);
    } finally {
      // The modal store outlives the layout that showed it: close it so the page is not left locked.
      services.modals.hide(LOGOUT_MODAL);
      setPending(false);
    }
  };
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={t('logout.title')}
      onClose={cancel}
      // One way to stay: the dialog's own close button, named for what it does (Escape does the same).
      closeLabel={t('logout.cancel')}
      actions={
        <button
          type="button"
          className="button"
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
          onClick={() => void confirm()}
        >
          {t('logout.confirm')}
        </button>
      }
    >
      <p>{t('logout.description')}</p>
    </Modal>
  );
}
