import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { AwardsPrizeType, PaymentMethod } from '@generated/enums';
import { cardRules, paymentWays } from '@/shared/account/payment-ways';
import { orElse } from '@/shared/api/optional-data';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/numbers';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { isException } from '../game/errors';
import { isShippable, type AwardsPrize, type WheelSettings } from './awards-data';
import { now } from '@/shared/clock';

/**
 * Confirming a purchase: what it costs and what is left (a ForSale prize: how to pay). Then the delivery
 * form of a thing in a box, the order's success page for the rest, or the card payment page. A failure
 * closes the dialog and goes to the one error handler (not enough points, a prize no longer active).
 */
/** A prize sold for euros is paid by card: the saved one or a new one (campaign seed §4). */
const SOLD_FOR_EUROS = [PaymentMethod.SavedCreditCard, PaymentMethod.CreditCard];

export default function PurchaseDialog({
  namespace,
  settings,
  prize,
  points,
  onClose,
}: {
  namespace: string;
  settings: WheelSettings;
  prize: AwardsPrize;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  const services = useServices();
  const revalidator = useRevalidator();
  const forSale = prize.typeId === AwardsPrizeType.ForSale;
  const ways = usePaymentWays(forSale);
  const [chosen, setMethod] = useState<PaymentMethod>();
  const methods = ways ?? [];
  const method = chosen ?? methods[0];
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy || ways === undefined || (forSale && method === undefined)) return;
    setBusy(true);
    try {
      const result = await unwrap(
        services.api.POST('/awards-campaign/purchase/{id}', {
          params: { path: { id: prize.id } },
          ...(forSale && method !== undefined ? { body: { paymentMethod: method as 1 | 2 } } : {}),
        }),
      );
      if (result.redirectUrl) {
        await followPayment(services, result.redirectUrl);
        return;
      }
      if (result.winningId !== null && isShippable(settings, result.prizeType)) {
        services.navigate(href('AwardsDelivery', { winning: String(result.winningId) }, lang));
      } else {
        services.navigate(href('AwardsOrderSuccess', {}, lang));
      }
    } catch (error) {
      setBusy(false);
      onClose();
      services.fail(error);
      // Points or prizes have changed meanwhile (another tab, a prize sold out): show the store as it is now.
      if (isException(error, 'InsufficientPointsException') || isException(error, 'PrizeNotAvailableException'))
        void revalidator.revalidate();
    }
  };

  return (
    <Modal
      open
      title={t(forSale ? 'purchase.forSaleTitle' : 'purchase.title', { prize: prize.name })}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="button"
          onClick={() => void confirm()}
          aria-disabled={busy || ways === undefined || (forSale && method === undefined)}
        >
          {t(forSale ? 'purchase.pay' : 'actions.buy')}
        </button>
      }
    >
      {forSale ? (
        <>
          <p>{t('purchase.forSaleText', { price: formatPrice(prize.price, lang) })}</p>
          {/* the choice appears once the saved card is known, so no radio flips under the user */}
          <fieldset className="purchase-methods" aria-busy={ways === undefined || undefined}>
            <legend>{t('purchase.paymentMethod')}</legend>
            {methods.map((value) => (
              <label key={value} className="purchase-methods__option">
                <input
                  type="radio"
                  name="awards-payment-method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                {t(value === PaymentMethod.SavedCreditCard ? 'purchase.savedCard' : 'purchase.card')}
              </label>
            ))}
            {ways?.length === 0 ? <p role="status">{t('campaign-ui:payment.none')}</p> : null}
          </fieldset>
        </>
      ) : (
        <p>
          {t('purchase.text', {
            points: t('units.points', { count: prize.points }),
            left: t('units.points', { count: points - prize.points }),
          })}
        </p>
      )}
    </Modal>
  );
}

/**
 * How a prize sold for euros can be paid, by the portal's one rule (src/shared/account/payment-ways.ts):
 * the saved card when its state lets it pay, a new card when card payments are allowed. Undefined while
 * it is asked; a failed card check offers no saved card, and the purchase itself reports what matters.
 */
function usePaymentWays(wanted: boolean): PaymentMethod[] | undefined {
  const services = useServices();
  const [ways, setWays] = useState<PaymentMethod[] | undefined>(wanted ? undefined : []);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void Promise.all([orElse(unwrap(services.api.GET('/payment/payments/card')), undefined), cardRules(services)]).then(([card, rules]) => {
      const saved = card && typeof card === 'object' && 'status' in card ? card : undefined; // 204: none
      if (live) setWays(paymentWays({ accepted: SOLD_FOR_EUROS, card: saved, ...rules, now: now() }));
    });
    return () => {
      live = false;
    };
  }, [wanted, services]);
  return ways;
}
