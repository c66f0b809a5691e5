import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/Modal';

/** The success modal (campaign seed §8: "Success opens a success modal"): what was done, one button to close. */
export function SuccessModal({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open={text !== null} title={t('successModal.title')} onClose={onClose}>
      <p>{text}</p>
    </Modal>
  );
}
