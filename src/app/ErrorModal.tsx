import { useTranslation } from 'react-i18next';
import { ERROR_MODAL, useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { useModal } from '@/shared/ui/modal-store';

/** The one error popup (core §8): the exception text, or the generic description. */
export function ErrorModal() {
  const { modals } = useServices();
  const entry = useModal(modals, ERROR_MODAL);
  const { t } = useTranslation('common');
  const description = (entry?.data as { description?: string } | undefined)?.description ?? t('errorModal.description');
  return (
    <Modal open={!!entry} role="alertdialog" title={t('errorModal.title')} onClose={() => modals.hide(ERROR_MODAL)}>
      <p>{description}</p>
    </Modal>
  );
}
