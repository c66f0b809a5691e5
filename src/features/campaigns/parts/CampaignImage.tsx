import { useTranslation } from 'react-i18next';
import type { CampaignPage } from '@generated/campaigns';

/** The page's picture; without an `alt` text key it is decorative. */
export function CampaignImage({ namespace, image }: { namespace: string; image: CampaignPage['image'] }) {
  const { t } = useTranslation(namespace);
  if (!image) return null;
  return (
    <img className="campaign__image" src={image.src} alt={image.alt ? t(`images.${image.alt}`) : ''} loading="lazy" decoding="async" />
  );
}
