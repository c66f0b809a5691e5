import { useTranslation } from 'react-i18next';
import { ERROR_MODAL, useServices, type ErrorModalData } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { useModal } from '@/shared/ui/modal-store';

/**
 * The one error popup (core §8): the exception text with its Arguments, or the generic description.
 * When what failed can be tried again (a screen's data), it offers that too.
 */
export function ErrorModal() {
  const { modals } = useServices();
  const entry = useModal(modals, ERROR_MODAL);
  const { t } = useTranslation(['common', 'errors']);
  const data = entry?.data as Partial<ErrorModalData> | undefined;
  const description = data?.description ?? t('errorModal.description');
  const retry = data?.retry;
  return (
    <Modal
      open={!!entry}
      role="alertdialog"
      title={t('errorModal.title')}
      onClose={() => modals.hide(ERROR_MODAL)}
      actions={
        retry ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              modals.hide(ERROR_MODAL);
              retry();
            }}
          >
            {t('errors:retry')}
          </button>
        ) : undefined
      }
    >
      <p>{description}</p>
    </Modal>
  );
}
