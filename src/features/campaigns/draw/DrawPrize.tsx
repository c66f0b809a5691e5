import { useTranslation } from 'react-i18next';
import type { KindPartProps } from '../kinds';
import type { CampaignDraw } from './draw-data';

/** The prize the customer's draw won, under the result's own text (results.won of the file). */
export default function DrawPrize({ campaign, data }: KindPartProps) {
  const { t } = useTranslation(campaign.namespace);
  const draw = data?.draw as CampaignDraw | undefined;
  if (!draw?.prize) return null;
  return (
    <p className="campaign-prize" role="status">
      {t('draw.won', { prize: draw.prize })}
    </p>
  );
}
