import { useTranslation } from 'react-i18next';
import { SUCCESS_MODAL, useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { useModal } from '@/shared/ui/modal-store';

/** The one success popup (campaign seed §8), opened by services.succeed(). */
export function SuccessModal() {
  const { modals } = useServices();
  const entry = useModal(modals, SUCCESS_MODAL);
  const { t } = useTranslation('common');
  const data = (entry?.data ?? {}) as { title?: string; description?: string };
  return (
    <Modal open={!!entry} title={data.title ?? t('successModal.title')} onClose={() => modals.hide(SUCCESS_MODAL)}>
      <p>{data.description ?? t('successModal.description')}</p>
    </Modal>
  );
}
