import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { AwardsPrizeType, CardState, PaymentMethod } from '@generated/enums';
import { cardState } from '@/shared/cards/card-state';
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
  const savedCard = useSavedCard(forSale);
  const [chosen, setMethod] = useState<1 | 2>();
  // The saved card is offered, and first, only when it can pay; a new card always can.
  const methods = savedCard ? ([PaymentMethod.SavedCreditCard, PaymentMethod.CreditCard] as const) : ([PaymentMethod.CreditCard] as const);
  const method = chosen ?? methods[0];
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy || savedCard === undefined) return;
    setBusy(true);
    try {
      const result = await unwrap(
        services.api.POST('/awards-campaign/purchase/{id}', {
          params: { path: { id: prize.id } },
          ...(forSale ? { body: { paymentMethod: method } } : {}),
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
        <button type="button" className="button" onClick={() => void confirm()} aria-disabled={busy || savedCard === undefined}>
          {t(forSale ? 'purchase.pay' : 'actions.buy')}
        </button>
      }
    >
      {forSale ? (
        <>
          <p>{t('purchase.forSaleText', { price: formatPrice(prize.price, lang) })}</p>
          {/* the choice appears once the saved card is known, so no radio flips under the user */}
          <fieldset className="purchase-methods" aria-busy={savedCard === undefined || undefined}>
            <legend>{t('purchase.paymentMethod')}</legend>
            {(savedCard === undefined ? [] : methods).map((value) => (
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
 * Whether the customer's saved card can pay (GET /payment/payments/card: active, or in its expiry month),
 * for a prize sold for euros: undefined while it is asked, false without one. A failed check offers a new
 * card only; the purchase itself reports what matters.
 */
function useSavedCard(wanted: boolean): boolean | undefined {
  const services = useServices();
  const [usable, setUsable] = useState<boolean | undefined>(wanted ? undefined : false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    unwrap(services.api.GET('/payment/payments/card')).then(
      (card) => {
        const state = cardState(card, now());
        if (live) setUsable(state === CardState.Active || state === CardState.ExpiringSoon);
      },
      () => live && setUsable(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, services]);
  return usable;
}
