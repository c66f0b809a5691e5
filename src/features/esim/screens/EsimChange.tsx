import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PaymentMethod } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/numbers';
import { formatPhone } from '@/shared/format/phone';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { loadChange, type ChangeData, type ChangeMethod } from '../esim-data';
import '../esim.css';

/** Beyond the base texts: the eSIM texts and the payment method names. */
export const namespaces = ['esim', 'enums'] as const;

export const loader = ({ services }: ScreenLoaderArgs): Promise<ChangeData> => loadChange(services, true);

const NAMES: Record<ChangeMethod, string> = { 0: 'Account', 1: 'CreditCard', 2: 'SavedCreditCard' };

/**
 * The eSIM change order (login; hidden while ChangeESim 12 is disabled): the configured eSIM change
 * price plan for the own number, paid from the balance (the invoice for postpaid), with the saved card
 * at once, or with a new card on the payment page; then the new eSIM's QR page. A plain form: one
 * choice needs no form library.
 */
export default function EsimChange() {
  const data = useLoaderData() as ChangeData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation(['esim', 'routes', 'enums']);
  const [method, setMethod] = useState<ChangeMethod | undefined>(data.choices[0]);
  const [sending, setSending] = useState(false);
  const { plan } = data;

  const label = (choice: ChangeMethod) => {
    if (choice === PaymentMethod.Account && data.postpaid) return t('change.invoice');
    if (choice === PaymentMethod.SavedCreditCard && data.card) return t('change.savedCard', { last4: data.card.number.slice(-4) });
    return t(`enums:PaymentMethod.${NAMES[choice]}`);
  };
  const hint = (choice: ChangeMethod) => {
    if (choice === PaymentMethod.Account && data.balance !== null) return t('change.balance', { amount: formatPrice(data.balance, lang) });
    if (choice === PaymentMethod.CreditCard) return t('change.cardNote');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!plan || method === undefined || sending) return;
    setSending(true);
    try {
      const result = await unwrap(services.api.POST('/esim/change', { body: { planId: plan.id, paymentMethod: method } }));
      if (result.status === 'completed') {
        services.navigate(href('EsimPurchaseQr', { transactionId: result.transactionId }, lang));
        return;
      }
      await followPayment(services, result.redirectUrl); // the payment page: stay busy until the browser leaves
    } catch (error) {
      setSending(false);
      services.fail(error); // InsufficientBalanceException {0} {1}, CardNotFoundException: the popup; the choice stays
    }
  };

  const unavailable = !data.enabled || !plan;
  return (
    <section className="esim esim--narrow" aria-labelledby="esim-change-title">
      <h1 id="esim-change-title">{t('routes:EsimChange.title')}</h1>
      {unavailable ? (
        <div className="esim-state">
          <h2>{t('change.unavailable.title')}</h2>
          <p>{t('change.unavailable.text')}</p>
          <p>
            <Link className="button" to={href('Dashboard', {}, lang)}>
              {t('change.toAccount')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <dl className="esim-summary">
            {data.msisdn ? (
              <div>
                <dt>{t('change.number')}</dt>
                <dd>{formatPhone(data.msisdn)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('change.product')}</dt>
              <dd>{plan.name}</dd>
            </div>
            <div>
              <dt>{t('change.priceLabel')}</dt>
              <dd>{formatPrice(plan.price, lang)}</dd>
            </div>
          </dl>
          {data.choices.length === 0 ? (
            <p className="esim__note">{t('change.noMethods')}</p>
          ) : (
            <form className="esim-order" onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
              <fieldset disabled={sending}>
                <legend>{t('change.methodLegend')}</legend>
                {data.choices.map((choice) => (
                  <label key={choice} className="esim-order__choice">
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={choice}
                      checked={method === choice}
                      onChange={() => setMethod(choice)}
                    />
                    <span>
                      {label(choice)}
                      {hint(choice) ? <span className="esim-order__hint">{hint(choice)}</span> : null}
                    </span>
                  </label>
                ))}
              </fieldset>
              <p className="esim__note">{t('change.warning')}</p>
              {/* Busy, not disabled: a focused button that is disabled drops the keyboard's focus (Chrome). */}
              <button type="submit" className="button" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
                {t('change.submit', { price: formatPrice(plan.price, lang) })}
              </button>
            </form>
          )}
          <p>
            <Link className="link-target" to={href('EsimChangeInfo', {}, lang)}>
              {t('change.back')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
