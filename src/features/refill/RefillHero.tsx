import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { heroImageNumber, heroImageSrc } from './hero';

/** Core §4: one of the three hero images, picked at random when the page opens. */
export function RefillHero() {
  const { t } = useTranslation('common');
  const [image] = useState(() => heroImageNumber());
  return (
    <img
      className="refill__hero"
      src={heroImageSrc(image)}
      alt={t(`refill:hero.image${image}`)}
      width={320}
      height={240}
      decoding="async"
    />
  );
}
