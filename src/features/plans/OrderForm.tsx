import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethod } from '@generated/enums';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { orderPlan, type PlanOrderResult } from './order-api';
import type { ConfirmationData } from './confirmation-data';
import { methodName } from './order-options';
import { OrderResult } from './OrderResult';
import { routeSubject, subjectKey } from './order-subject';
import type { CardChoice } from './PlanCardModal';

const PlanCardModal = lazy(() => import('./PlanCardModal'));

type OrderData = Extract<ConfirmationData, { kind: 'order' }>;

/**
 * The payment choice and the confirm button (a plain form: this page needs no form library).
 * Confirming orders the plan; a new card first opens the card modal (its consents: the form library
 * comes with it), then the payment continues on the same-site payment page.
 */
export function OrderForm({ data }: { data: OrderData }) {
  const services = useServices();
  const { t } = useTranslation(['common', 'enums']);
  const { key, lang } = useRoute();
  const [method, setMethod] = useState<PaymentMethod | undefined>(data.choices[0]);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<PlanOrderResult>();
  const [cardModal, setCardModal] = useState(false);

  if (done) return <OrderResult outcome="completed" orderId={done.orderId} />;
  if (method === undefined) return <p className="order-form__none">{t(subjectKey(routeSubject(key), 'noMethods'))}</p>;

  const label = (choice: PaymentMethod) => {
    if (choice === PaymentMethod.Account && data.postpaid) return t('plans:confirmation.invoice');
    if (choice === PaymentMethod.SavedCreditCard && data.card)
      return t('plans:confirmation.savedCard', { last4: data.card.number.slice(-4) });
    return t(`enums:PaymentMethod.${methodName(choice)}`);
  };
  const hint = (choice: PaymentMethod) => {
    if (choice === PaymentMethod.Account && data.balance !== null)
      return t('plans:confirmation.balance', { amount: formatPrice(data.balance, lang) });
    if (choice === PaymentMethod.CreditCard) return t('plans:confirmation.cardNote');
    return null;
  };

  /** Resolves only when the app stays (done, or a failure in the popup); while the browser leaves it stays busy. */
  const order = async (card?: CardChoice): Promise<void> => {
    setSending(true);
    try {
      const result = await orderPlan(services, data.plan.id, method, card);
      if (result.status === 'completed') {
        setDone(result);
        return;
      }
      // The payment page is outside the app: a full page load; stay busy until it opens.
      await followPayment(services, result.redirectUrl);
      await new Promise(() => undefined);
    } catch (error) {
      setSending(false);
      services.fail(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (method === PaymentMethod.CreditCard) setCardModal(true);
    else void order();
  };

  return (
    <>
      <form className="order-form" onSubmit={submit} noValidate>
        <fieldset className="order-form__methods">
          <legend>{t('plans:confirmation.paymentMethod')}</legend>
          {data.choices.map((choice) => {
            const note = hint(choice);
            return (
              <label key={choice} className="order-form__choice">
                <input type="radio" name="paymentMethod" value={choice} checked={method === choice} onChange={() => setMethod(choice)} />
                <span>
                  {label(choice)}
                  {note ? <span className="order-form__hint">{note}</span> : null}
                </span>
              </label>
            );
          })}
        </fieldset>
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {sending ? t('plans:confirmation.sending') : t('plans:confirmation.confirm')}
        </button>
      </form>
      {cardModal ? (
        // Beside the form, not in it: the modal holds a form of its own.
        <Suspense fallback={null}>
          <PlanCardModal onConfirm={order} onClose={() => setCardModal(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
