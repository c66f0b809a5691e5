import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AwardsPrizeType } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { formatPrice } from '@/shared/format/numbers';
import { loadChunk } from '@/shared/routing/chunk';
import { useRoute } from '@/shared/routing/screen';
import { awardsTypeName, storePrizes, type AwardsPrize, type WheelSettings } from './awards-data';
import { loginAndBack } from '@/shared/session/login-and-back';

// Most visitors only look at the store: the purchase dialog (payment, card check) loads when one is opened.
const PurchaseDialog = lazy(() => loadChunk(() => import('./PurchaseDialog')));

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
  const login = loginAndBack(lang, href('AwardsPoints', {}, lang));

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
        <Suspense fallback={null}>
          <PurchaseDialog namespace={namespace} settings={settings} prize={buying} points={points} onClose={() => setBuying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
