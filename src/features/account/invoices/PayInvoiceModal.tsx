import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { components } from '@generated/api/schema';
import { canPayWith, cardState, lastFour } from '@/shared/cards/card-state';
import { now } from '@/shared/clock';
import { formatPrice } from '@/shared/format/numbers';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { payInvoice, type Invoice } from './invoices-data';

type Method = components['schemas']['InvoicePaymentRequest']['method'];

interface PayInvoiceModalProps {
  invoice: Invoice;
  /** The invoice's month as the list writes it. */
  period: string;
  card: components['schemas']['CreditCard'] | null;
  onClose: () => void;
}

/**
 * Paying one invoice: the saved card (first, when it can pay: at once), another card or the bank (on the
 * payment page, which comes back to the result). A refusal (paid meanwhile, a card that cannot pay) is the
 * API's text in the popup, and the list is read again, so a paid invoice loses its button.
 */
export function PayInvoiceModal({ invoice, period, card, onClose }: PayInvoiceModalProps) {
  const { t } = useTranslation('account');
  const { lang } = useRoute();
  const services = useServices();
  const revalidator = useRevalidator();
  const savedUsable = card !== null && canPayWith(cardState(card, now()));
  const methods: Method[] = savedUsable ? ['card-refill', 'card', 'bank'] : ['card', 'bank'];
  const [method, setMethod] = useState<Method>(methods[0]!);
  const [busy, setBusy] = useState(false);
  const name = useId();
  const amount = formatPrice(invoice.amount, lang);

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await followPayment(services, await payInvoice(services, invoice.id, method));
    } catch (error) {
      services.fail(error);
      void revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('invoices.payTitle')}
      onClose={onClose}
      actions={
        // Busy, not disabled: a disabled button that has the focus drops it (Chrome), here out of the dialog.
        <button type="button" className="button" onClick={() => void pay()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {t('invoices.payConfirm', { amount })}
        </button>
      }
    >
      <p>{t('invoices.payText', { period, amount })}</p>
      <fieldset className="account-choice">
        <legend>{t('invoices.payMethods')}</legend>
        {methods.map((option) => (
          <label key={option} className="account-choice__option">
            <input type="radio" name={name} value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t(`invoices.payWith.${option}`, { card: card ? `•••• ${lastFour(card.number)}` : '' })}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
