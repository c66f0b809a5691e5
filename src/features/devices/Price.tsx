import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';

/** A price, "from" when variants differ, with the crossed-out old price read out as such. */
export function Price({
  price,
  oldPrice,
  from = false,
  large = false,
}: {
  price: number;
  oldPrice: number | null;
  from?: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation('devices');
  const { lang } = useRoute();
  const text = formatPrice(price, lang);
  return (
    <p className={`device-price${large ? ' device-price--large' : ''}`}>
      <span className="device-price__now">{from ? t('card.from', { price: text }) : text}</span>
      {oldPrice !== null && oldPrice > price ? (
        <>
          {' '}
          <del className="device-price__old">
            <span className="visually-hidden">{t('card.oldPrice')} </span>
            {formatPrice(oldPrice, lang)}
          </del>
        </>
      ) : null}
    </p>
  );
}
