import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';
import type { KindPartProps } from '../kinds';
import type { ItemPrize } from './purchase-kind';

/** The items a purchase campaign offers now, with their kind and campaign price; nothing when none is on sale. */
export default function PrizeList({ data }: KindPartProps) {
  const { t } = useTranslation('campaign-ui');
  const { lang } = useRoute();
  const id = useId();
  const prizes = ((data?.prizes ?? []) as ItemPrize[]).filter((prize) => prize.isActive);
  if (prizes.length === 0) return null;
  return (
    <section className="campaign-items" aria-labelledby={id}>
      <h2 id={id}>{t('items.title')}</h2>
      <ul className="campaign-items__list">
        {prizes.map((prize) => (
          <li key={prize.id} className="campaign-items__item">
            <p className="campaign-items__name">{prize.name}</p>
            <p className="campaign-items__type">{t(`items.types.${prize.type}`)}</p>
            <p className="campaign-items__price">{t('items.price', { price: formatPrice(prize.price, lang) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
