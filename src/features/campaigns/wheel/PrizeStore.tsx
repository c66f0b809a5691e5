import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router-dom';
import { AwardsPrizeType, PaymentMethod } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { apiBaseUrl, unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/format';
import { paymentRedirect } from '@/shared/navigation/payment-redirect';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import { isException } from '../game/errors';
import { awardsTypeName, isShippable, storePrizes, type AwardsPrize, type WheelSettings } from './awards-data';

interface StoreProps {
  namespace: string;
  settings: WheelSettings;
  prizes: readonly AwardsPrize[];
  /** The customer's points; null for a visitor, who is asked to log in. */
  points: number | null;
}

/**
 * The prize store (campaign seed §3 Awards prize): active prizes in priority order with their pictures,
 * description and price in points (euros for a ForSale prize). A prize the points cover is swapped after a
 * confirmation (POST /awards-campaign/purchase/{id}); a lottery prize leads to its wheel; a prize the points
 * do not cover says how many are missing.
 */
export function PrizeStore({ namespace, settings, prizes, points }: StoreProps) {
  const { t } = useTranslation([namespace, 'enums']);
  const { lang } = useRoute();
  const [buying, setBuying] = useState<AwardsPrize | null>(null);
  const list = storePrizes(prizes);
  if (list.length === 0) return <p>{t('points.storeEmpty')}</p>;
  const login = href('Login', {}, lang, { returnUrl: href('AwardsPoints', {}, lang) });

  const action = (prize: AwardsPrize) => {
    const describedBy = `awards-prize-${prize.id}`;
    if (points === null)
      return (
        <Link className="button button--secondary" to={login} aria-describedby={describedBy}>
          {t('actions.login')}
        </Link>
      );
    if (prize.typeId === AwardsPrizeType.Lottery) {
      return (
        <Link className="button" to={href('AwardsLottery', { prize: String(prize.id) }, lang)} aria-describedby={describedBy}>
          {t('actions.spin')}
        </Link>
      );
    }
    if (prize.typeId === AwardsPrizeType.ForSale) {
      return (
        <button type="button" className="button" onClick={() => setBuying(prize)} aria-describedby={describedBy}>
          {t('purchase.pay')}
        </button>
      );
    }
    if (points < prize.points)
      return (
        <p className="prize-card__missing">{t('points.notEnough', { points: t('units.points', { count: prize.points - points }) })}</p>
      );
    return (
      <button type="button" className="button" onClick={() => setBuying(prize)} aria-describedby={describedBy}>
        {t('actions.buy')}
      </button>
    );
  };

  return (
    <>
      <ul className="prize-store">
        {list.map((prize) => (
          <li key={prize.id} className="prize-card">
            {prize.imageUrls[0] ? (
              <img
                className="prize-card__image"
                src={prize.imageUrls[0]}
                srcSet={prize.imageUrls[1] ? `${prize.imageUrls[0]} 1x, ${prize.imageUrls[1]} 2x` : undefined}
                alt=""
                width="400"
                height="400"
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h3 id={`awards-prize-${prize.id}`}>{prize.name}</h3>
            <p>{prize.description}</p>
            <p className="prize-card__type">
              {prize.typeId === AwardsPrizeType.Lottery
                ? t('points.lottery')
                : prize.typeId === AwardsPrizeType.ForSale
                  ? t('points.forSale')
                  : t(`enums:AwardsPrizeType.${awardsTypeName(prize.typeId)}`)}
            </p>
            <p className="prize-card__price">
              {prize.typeId === AwardsPrizeType.ForSale ? formatPrice(prize.price, lang) : t('units.points', { count: prize.points })}
            </p>
            <div className="prize-card__action">{action(prize)}</div>
          </li>
        ))}
      </ul>
      {buying && points !== null ? (
        <PurchaseDialog namespace={namespace} settings={settings} prize={buying} points={points} onClose={() => setBuying(null)} />
      ) : null}
    </>
  );
}

/**
 * Confirming a purchase: what it costs and what is left (a ForSale prize: how to pay). Then the delivery
 * form of a thing in a box, the order's success page for the rest, or the card payment page. A failure
 * closes the dialog and goes to the one error handler (not enough points, a prize no longer active).
 */
function PurchaseDialog({
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
  const [method, setMethod] = useState<1 | 2>(PaymentMethod.SavedCreditCard);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await unwrap(
        services.api.POST('/awards-campaign/purchase/{id}', {
          params: { path: { id: prize.id } },
          ...(forSale ? { body: { paymentMethod: method } } : {}),
        }),
      );
      if (result.redirectUrl) {
        const target = paymentRedirect(result.redirectUrl, window.location.origin, apiBaseUrl);
        if (!target) throw new Error(`Refused payment redirect: ${result.redirectUrl}`);
        if (target.kind === 'route') services.navigate(target.path);
        else window.location.assign(target.url);
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
        <button type="button" className="button" onClick={() => void confirm()} aria-disabled={busy}>
          {t(forSale ? 'purchase.pay' : 'actions.buy')}
        </button>
      }
    >
      {forSale ? (
        <>
          <p>{t('purchase.forSaleText', { price: formatPrice(prize.price, lang) })}</p>
          <fieldset className="purchase-methods">
            <legend>{t('purchase.paymentMethod')}</legend>
            {(
              [
                [PaymentMethod.SavedCreditCard, 'savedCard'],
                [PaymentMethod.CreditCard, 'card'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="purchase-methods__option">
                <input
                  type="radio"
                  name="awards-payment-method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                {t(`purchase.${text}`)}
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
