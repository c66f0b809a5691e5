import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';
import type { ModelCard } from './device-data';
import { Price } from './Price';
import { Swatches } from './Swatches';

/** One model in the list: picture, name (the link), colours, price, leasing, eSIM and stock. */
export function DeviceCard({ card }: { card: ModelCard }) {
  const { t } = useTranslation('devices');
  const { lang } = useRoute();
  return (
    <li className="device-card">
      <img className="device-card__image" src={card.imageUrl} alt="" width={600} height={600} loading="lazy" />
      <p className="device-card__brand">{card.brand}</p>
      <h3 className="device-card__name">
        <Link to={href('Device', { skuUrl: card.skuUrl }, lang)} className="device-card__link">
          {card.name}
        </Link>
      </h3>
      {card.colours.length > 0 ? <Swatches colours={card.colours} /> : null}
      <Price price={card.price} oldPrice={card.oldPrice} from={card.priceFrom} />
      {card.monthlyPrice !== null ? (
        <p className="device-card__monthly">{t('card.monthly', { price: formatPrice(card.monthlyPrice, lang) })}</p>
      ) : null}
      <p className="device-card__badges">
        {card.isEsim ? <span className="device-badge">{t('card.esim')}</span> : null}
        {card.inStock === null ? null : (
          <span className={`device-stock device-stock--${card.inStock ? 'in' : 'out'}`}>
            {t(card.inStock ? 'card.inStock' : 'card.outOfStock')}
          </span>
        )}
      </p>
    </li>
  );
}
